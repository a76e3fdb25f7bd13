import { useTranslation } from 'react-i18next';
import type { LibraryAction } from '../../../ui/folder-library/library-bulk-bar';
import { type BulkCall, useBulkTemplates } from '../api/template-library-calls';

/** Each action's catalogue keys, written out so the catalogue test finds them. */
const WORDS = {
  enable: { label: 'bulk.enable', title: 'bulk.enableTitle', text: 'bulk.enableText' },
  disable: { label: 'bulk.disable', title: 'bulk.disableTitle', text: 'bulk.disableText' },
  duplicate: { label: 'bulk.duplicate', title: 'bulk.duplicateTitle', text: 'bulk.duplicateText' },
  move: { label: 'bulk.move', title: 'bulk.moveTitle', text: 'bulk.moveText' },
  delete: { label: 'bulk.delete', title: 'bulk.deleteTitle', text: 'bulk.deleteText' },
} as const;
const ACTIONS = Object.keys(WORDS) as (keyof typeof WORDS)[];
/** The server's call for each action confirmed without a folder. */
const CALLS = { enable: 'enableMany', disable: 'disableMany', delete: 'deleteMany' } as const;

/** core.md §4: enable, disable, duplicate, move and delete the selected quick replies. */
export function useTemplateActions(hubId: string, ids: string[], onDone: () => void): LibraryAction[] {
  const { t } = useTranslation('templates');
  const bulk = useBulkTemplates(hubId);
  const count = ids.length;
  const run = (call: BulkCall, done: () => void) =>
    bulk.mutate(call, {
      onSuccess: () => {
        done();
        onDone();
      },
    });
  return ACTIONS.map((name): LibraryAction => {
    const words = {
      name,
      label: t(WORDS[name].label),
      title: t(WORDS[name].title, { count }),
      text: t(WORDS[name].text, { count }),
      busy: bulk.isPending,
    };
    if (name === 'move')
      return {
        ...words,
        target: name,
        run: (target, done) => run({ action: name, ids, target: target ?? null }, done),
      };
    if (name === 'duplicate')
      return { ...words, target: name, run: (target, done) => run({ action: name, ids, target }, done) };
    return {
      ...words,
      danger: name === 'delete',
      run: (_target, done) => run({ action: CALLS[name], ids }, done),
    };
  });
}

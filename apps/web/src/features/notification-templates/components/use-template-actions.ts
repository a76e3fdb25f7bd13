import { useTranslation } from 'react-i18next';
import type { LibraryAction } from '../../../ui/folder-library/library-bulk-bar';
import { type BulkCall, useBulkTemplates } from '../api/templates';

/** core.md §4: move, duplicate and delete on the selected templates, for the library's bulk bar. */
export function useTemplateActions(hubId: string, ids: string[], onDone: () => void): LibraryAction[] {
  const { t } = useTranslation('notificationTemplates');
  const bulk = useBulkTemplates(hubId);
  const count = ids.length;
  const run = (call: BulkCall, done: () => void) =>
    bulk.mutate(call, {
      onSuccess: () => {
        done();
        onDone();
      },
    });
  return [
    {
      name: 'move',
      label: t('bulk.move'),
      title: t('bulk.moveTitle', { count }),
      text: t('bulk.moveText', { count }),
      target: 'move',
      busy: bulk.isPending,
      run: (target, done) => run({ action: 'move', ids, folderId: target ?? null }, done),
    },
    {
      name: 'duplicate',
      label: t('bulk.duplicate'),
      title: t('bulk.duplicateTitle', { count }),
      text: t('bulk.duplicateText', { count }),
      target: 'duplicate',
      busy: bulk.isPending,
      run: (target, done) => run({ action: 'duplicate', ids, target }, done),
    },
    {
      name: 'delete',
      label: t('bulk.delete'),
      title: t('bulk.deleteTitle', { count }),
      text: t('bulk.deleteText', { count }),
      danger: true,
      busy: bulk.isPending,
      run: (_target, done) => run({ action: 'deleteMany', ids }, done),
    },
  ];
}

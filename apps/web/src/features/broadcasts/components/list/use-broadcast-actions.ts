import type { BroadcastTab } from '@hubline/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { LibraryAction } from '../../../../ui/folder-library/library-bulk-bar';
import { saveFile } from '../../../../ui/save-file';
import { type BulkCall, useBulkBroadcasts } from '../../api/bulk-broadcasts';
import { useExportBroadcasts } from '../../api/export-broadcasts';
import { BULK_KEYS } from './labels';
import { bulkActionsFor } from './selection-rules';

/** The server's call for each action confirmed without a folder. */
const CALLS = { archive: 'archive', restore: 'restore-archive', delete: 'deleteMany' } as const;

/** core.md §4: the tab's bulk actions on the selected broadcasts, for the library's bulk bar. */
export function useBroadcastActions(ids: string[], tab: BroadcastTab, onDone: () => void): LibraryAction[] {
  const { t } = useTranslation('broadcasts');
  const { hubId = '' } = useParams();
  const bulk = useBulkBroadcasts(hubId);
  const exporter = useExportBroadcasts(hubId);
  const count = ids.length;
  const run = (call: BulkCall, done: () => void) =>
    bulk.mutate(call, {
      onSuccess: () => {
        done();
        onDone();
      },
    });
  return bulkActionsFor(tab).map((name): LibraryAction => {
    const words = {
      name,
      label: t(BULK_KEYS[name].label),
      title: t(BULK_KEYS[name].title, { count }),
      text: t(BULK_KEYS[name].text, { count }),
    };
    if (name === 'export') {
      return {
        ...words,
        busy: exporter.isPending,
        run: (_target, done) =>
          exporter.mutate(ids, {
            onSuccess: ({ blob, fileName }) => {
              saveFile(blob, fileName ?? 'LINE-Broadcasts.csv');
              done();
            },
          }),
      };
    }
    if (name === 'move' || name === 'duplicate') {
      return {
        ...words,
        target: name,
        busy: bulk.isPending,
        run: (target, done) =>
          run(
            name === 'move' ? { action: name, ids, target: target ?? null } : { action: name, ids, target },
            done,
          ),
      };
    }
    return {
      ...words,
      danger: name === 'delete',
      busy: bulk.isPending,
      run: (_target, done) => run({ action: CALLS[name], ids }, done),
    };
  });
}

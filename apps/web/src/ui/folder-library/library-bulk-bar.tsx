import type { BroadcastFolder, BroadcastTab } from '@hubline/contract';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BulkBar } from '../../../../ui/bulk-bar';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { saveFile } from '../../../../ui/save-file';
import { type BulkCall, useBulkBroadcasts } from '../../api/bulk-broadcasts';
import { useExportBroadcasts } from '../../api/export-broadcasts';
import { FolderPickerDialog } from './folder-picker-dialog';
import { BULK_KEYS } from './labels';
import { type BulkAction, bulkActionsFor, folderChoices, moveTargets } from './selection-rules';

/** The server's call for each action confirmed without a folder. */
const CALLS = { archive: 'archive', restore: 'restore-archive', delete: 'deleteMany' } as const;

interface BulkActionsProps {
  ids: string[];
  tab: BroadcastTab;
  folders: readonly BroadcastFolder[];
  currentFolderId: string | null;
  onDone: () => void;
  onClear: () => void;
}

/** core.md §4: the count bar of the selected rows; every action asks for confirmation in a dialog. */
export function BulkActions({ ids, tab, folders, currentFolderId, onDone, onClear }: BulkActionsProps) {
  const { t } = useTranslation('broadcasts');
  const { hubId = '' } = useParams();
  const bulk = useBulkBroadcasts(hubId);
  const exporter = useExportBroadcasts(hubId);
  const [action, setAction] = useState<BulkAction | null>(null);
  const count = ids.length;
  const close = () => setAction(null);
  const run = (call: BulkCall) =>
    bulk.mutate(call, {
      onSuccess: () => {
        close();
        onDone();
      },
    });

  return (
    <>
      <BulkBar count={count} onClear={onClear}>
        {bulkActionsFor(tab).map((name) => (
          <Button
            key={name}
            size="small"
            variant="outlined"
            color={name === 'delete' ? 'error' : 'primary'}
            onClick={() => setAction(name)}
          >
            {t(BULK_KEYS[name].label)}
          </Button>
        ))}
      </BulkBar>
      {(action === 'move' || action === 'duplicate') && (
        <FolderPickerDialog
          title={t(BULK_KEYS[action].title, { count })}
          text={t(BULK_KEYS[action].text, { count })}
          confirmLabel={t(BULK_KEYS[action].label)}
          choices={action === 'move' ? moveTargets(folders, currentFolderId) : folderChoices(folders)}
          optional={action === 'duplicate'}
          busy={bulk.isPending}
          onConfirm={(target) =>
            run(action === 'move' ? { action, ids, target: target ?? null } : { action, ids, target })
          }
          onClose={close}
        />
      )}
      {(action === 'archive' || action === 'restore' || action === 'delete') && (
        <ConfirmDialog
          open
          title={t(BULK_KEYS[action].title, { count })}
          text={t(BULK_KEYS[action].text, { count })}
          confirmLabel={t(BULK_KEYS[action].label)}
          danger={action === 'delete'}
          busy={bulk.isPending}
          onConfirm={() => run({ action: CALLS[action], ids })}
          onClose={close}
        />
      )}
      {action === 'export' && (
        <ConfirmDialog
          open
          title={t(BULK_KEYS.export.title, { count })}
          text={t(BULK_KEYS.export.text, { count })}
          confirmLabel={t(BULK_KEYS.export.label)}
          busy={exporter.isPending}
          onConfirm={() =>
            exporter.mutate(ids, {
              onSuccess: ({ blob, fileName }) => {
                saveFile(blob, fileName ?? 'LINE-Broadcasts.csv');
                close();
              },
            })
          }
          onClose={close}
        />
      )}
    </>
  );
}

import type { Folder } from '@hubline/contract';
import { Button } from '@mui/material';
import { useState } from 'react';
import { BulkBar } from '../bulk-bar';
import { ConfirmDialog } from '../confirm-dialog';
import type { FolderTarget } from './folder-calls';
import { FolderPickerDialog } from './folder-picker-dialog';
import { folderChoices, moveTargets } from './folder-rules';

/** One bulk action of a kind (core.md §4), in its words; every one is confirmed in a dialog first. */
export interface LibraryAction {
  name: string;
  label: string;
  /** The dialog's title and text, with the selected count in them. */
  title: string;
  text: string;
  danger?: boolean;
  /** Move: a folder must be picked, the open one excluded. Duplicate: a folder may be picked. */
  target?: 'move' | 'duplicate';
  busy: boolean;
  /** Runs the confirmed action; `done` closes the dialog (on success: a refusal keeps it open). */
  run: (target: FolderTarget, done: () => void) => void;
}

interface LibraryBulkBarProps {
  count: number;
  actions: readonly LibraryAction[];
  folders: readonly Folder[];
  currentFolderId: string | null;
  onClear: () => void;
}

/** The count bar of the selected rows with the kind's actions, each confirmed through its dialog. */
export function LibraryBulkBar({ count, actions, folders, currentFolderId, onClear }: LibraryBulkBarProps) {
  const [asked, setAsked] = useState<string | null>(null);
  const action = actions.find((candidate) => candidate.name === asked);
  const close = () => setAsked(null);
  return (
    <>
      <BulkBar count={count} onClear={onClear}>
        {actions.map(({ name, label, danger }) => (
          <Button
            key={name}
            size="small"
            variant="outlined"
            color={danger ? 'error' : 'primary'}
            onClick={() => setAsked(name)}
          >
            {label}
          </Button>
        ))}
      </BulkBar>
      {action?.target && (
        <FolderPickerDialog
          title={action.title}
          text={action.text}
          confirmLabel={action.label}
          choices={action.target === 'move' ? moveTargets(folders, currentFolderId) : folderChoices(folders)}
          optional={action.target === 'duplicate'}
          busy={action.busy}
          onConfirm={(target) => action.run(target, close)}
          onClose={close}
        />
      )}
      {action && !action.target && (
        <ConfirmDialog
          open
          title={action.title}
          text={action.text}
          confirmLabel={action.label}
          danger={action.danger}
          busy={action.busy}
          onConfirm={() => action.run(undefined, close)}
          onClose={close}
        />
      )}
    </>
  );
}

import type { Folder } from '@hubline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm-dialog';
import { FolderBar } from './folder-bar';
import type { FolderCalls } from './folder-calls';
import { FolderNameDialog } from './folder-name-dialog';

type Editing = { kind: 'create' } | { kind: 'rename' | 'delete'; folder: Folder } | null;

interface FoldersPanelProps {
  folders: readonly Folder[];
  rootLabel: string;
  current: string | null;
  onOpen: (folderId: string | null) => void;
  calls: FolderCalls;
}

/** Folder navigation with create, rename and delete; a deleted open folder returns to all items. */
export function FoldersPanel({ folders, rootLabel, current, onOpen, calls }: FoldersPanelProps) {
  const { t } = useTranslation('common');
  const { create, rename, remove } = calls;
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => {
    create.reset();
    rename.reset();
    setEditing(null);
  };

  return (
    <>
      <FolderBar
        folders={folders}
        rootLabel={rootLabel}
        current={current}
        onOpen={onOpen}
        onCreate={() => setEditing({ kind: 'create' })}
        onRename={(folder) => setEditing({ kind: 'rename', folder })}
        onDelete={(folder) => setEditing({ kind: 'delete', folder })}
      />
      {editing?.kind === 'create' && (
        <FolderNameDialog
          title={t('folders.createTitle')}
          confirmLabel={t('folders.createConfirm')}
          busy={create.isPending}
          error={create.error?.fields.name ?? create.error?.message}
          onSave={(name) => create.mutate(name, { onSuccess: close })}
          onClose={close}
        />
      )}
      {editing?.kind === 'rename' && (
        <FolderNameDialog
          title={t('folders.renameTitle')}
          confirmLabel={t('folders.renameConfirm')}
          initial={editing.folder.name}
          busy={rename.isPending}
          error={rename.error?.fields.name ?? rename.error?.message}
          onSave={(name) => rename.mutate({ id: editing.folder.id, name }, { onSuccess: close })}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        title={t('folders.deleteTitle')}
        text={t('folders.deleteText', { name: editing?.kind === 'delete' ? editing.folder.name : '' })}
        confirmLabel={t('folders.deleteConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (editing?.kind !== 'delete') return;
          const { id } = editing.folder;
          // A refused delete (the folder still holds items) is toasted with the server's reason.
          remove.mutate(id, {
            onSuccess: () => {
              if (current === id) onOpen(null);
              close();
            },
            onError: close,
          });
        }}
        onClose={close}
      />
    </>
  );
}

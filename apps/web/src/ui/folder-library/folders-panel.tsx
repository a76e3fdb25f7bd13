import type { BroadcastFolder } from '@hubline/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { useCreateFolder } from '../../api/create-folder';
import { useDeleteFolder } from '../../api/delete-folder';
import { useRenameFolder } from '../../api/rename-folder';
import { FolderBar } from './folder-bar';
import { FolderNameDialog } from './folder-name-dialog';

type Editing = { kind: 'create' } | { kind: 'rename' | 'delete'; folder: BroadcastFolder } | null;

interface FoldersPanelProps {
  folders: readonly BroadcastFolder[];
  current: string | null;
  onOpen: (folderId: string | null) => void;
}

/** Folder navigation with create, rename and delete; a deleted open folder returns to all broadcasts. */
export function FoldersPanel({ folders, current, onOpen }: FoldersPanelProps) {
  const { t } = useTranslation('broadcasts');
  const { hubId = '' } = useParams();
  const create = useCreateFolder(hubId);
  const rename = useRenameFolder(hubId);
  const remove = useDeleteFolder(hubId);
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
        current={current}
        onOpen={onOpen}
        onCreate={() => setEditing({ kind: 'create' })}
        onRename={(folder) => setEditing({ kind: 'rename', folder })}
        onDelete={(folder) => setEditing({ kind: 'delete', folder })}
      />
      {editing?.kind === 'create' && (
        <FolderNameDialog
          title={t('folder.createTitle')}
          confirmLabel={t('folder.createConfirm')}
          busy={create.isPending}
          error={create.error?.fields.name ?? create.error?.message}
          onSave={(name) => create.mutate(name, { onSuccess: close })}
          onClose={close}
        />
      )}
      {editing?.kind === 'rename' && (
        <FolderNameDialog
          title={t('folder.renameTitle')}
          confirmLabel={t('folder.renameConfirm')}
          initial={editing.folder.name}
          busy={rename.isPending}
          error={rename.error?.fields.name ?? rename.error?.message}
          onSave={(name) => rename.mutate({ id: editing.folder.id, name }, { onSuccess: close })}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        title={t('folder.deleteTitle')}
        text={t('folder.deleteText', { name: editing?.kind === 'delete' ? editing.folder.name : '' })}
        confirmLabel={t('folder.deleteConfirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (editing?.kind !== 'delete') return;
          const { id } = editing.folder;
          // A refused delete (the folder still holds broadcasts) is toasted with the server's reason.
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

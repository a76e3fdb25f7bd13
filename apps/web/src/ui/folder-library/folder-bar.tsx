import type { Folder } from '@hubline/contract';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import { Box, Button, Chip, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface FolderBarProps {
  folders: readonly Folder[];
  /** The chip of every item, filed or not (e.g. "All broadcasts"). */
  rootLabel: string;
  /** null: all items, filed or not. */
  current: string | null;
  onOpen: (folderId: string | null) => void;
  onCreate: () => void;
  onRename: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
}

/** All items and each folder (with its size) to open; the open folder can be renamed or deleted. */
export function FolderBar({
  folders,
  rootLabel,
  current,
  onOpen,
  onCreate,
  onRename,
  onDelete,
}: FolderBarProps) {
  const { t } = useTranslation('common');
  const open = folders.find((folder) => folder.id === current);
  return (
    <Box
      role="navigation"
      aria-label={t('folders.navigation')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', px: 2, pb: 2 }}
    >
      <Chip
        label={rootLabel}
        color={current === null ? 'primary' : 'default'}
        variant={current === null ? 'filled' : 'outlined'}
        onClick={() => onOpen(null)}
        aria-pressed={current === null}
      />
      {folders.map((folder) => (
        <Chip
          key={folder.id}
          icon={<FolderIcon />}
          // A long name is cut short on screen; its size stays visible and the full name is its accessible name.
          aria-label={t('folders.chip', { name: folder.name, size: folder.count.toLocaleString() })}
          title={folder.name}
          label={
            <Box component="span" sx={{ display: 'flex', gap: 0.75, alignItems: 'center', minWidth: 0 }}>
              <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {folder.name}
              </Box>
              <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', opacity: 0.8 }}>
                {folder.count.toLocaleString()}
              </Box>
            </Box>
          }
          color={folder.id === current ? 'primary' : 'default'}
          variant={folder.id === current ? 'filled' : 'outlined'}
          onClick={() => onOpen(folder.id)}
          aria-pressed={folder.id === current}
          sx={{ maxWidth: 320 }}
        />
      ))}
      {open && (
        <>
          <Tooltip title={t('folders.rename', { name: open.name })}>
            <IconButton
              size="small"
              aria-label={t('folders.rename', { name: open.name })}
              onClick={() => onRename(open)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('folders.delete', { name: open.name })}>
            <IconButton
              size="small"
              aria-label={t('folders.delete', { name: open.name })}
              onClick={() => onDelete(open)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      )}
      <Button size="small" startIcon={<CreateNewFolderIcon />} onClick={onCreate} sx={{ ml: 'auto' }}>
        {t('folders.create')}
      </Button>
    </Box>
  );
}

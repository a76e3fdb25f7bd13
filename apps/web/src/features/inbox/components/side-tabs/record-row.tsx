import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, ListItem, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RecordRowProps {
  title: ReactNode;
  /** Stage, amount, date: the smaller lines under the title. */
  details?: ReactNode;
  /** What the row is called in its buttons' names ("Edit <name>"). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** Before the title (a task's checkbox). */
  start?: ReactNode;
}

/** One record of a tab, with its edit and delete buttons. */
export function RecordRow({ title, details, name, onEdit, onDelete, start }: RecordRowProps) {
  const { t } = useTranslation('inboxTabs');
  const edit = t('action.edit', { name });
  const remove = t('action.delete', { name });
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1, py: 1.5 }}>
      {start}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {title}
        </Typography>
        {details && (
          <Typography
            component="div"
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {details}
          </Typography>
        )}
      </Box>
      {onEdit && (
        <Tooltip title={edit}>
          <IconButton size="small" onClick={onEdit} aria-label={edit}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={remove}>
          <IconButton size="small" onClick={onDelete} aria-label={remove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </ListItem>
  );
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderTarget } from './folder-calls';
import type { FolderChoice } from './folder-rules';

/** The select's value for "no folder chosen" (duplicate beside the originals). */
const SAME = '';
const ROOT = '__root__';

interface FolderPickerDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  choices: readonly FolderChoice[];
  /** Duplicate: the target may stay unset, copies then stay beside their originals. */
  optional: boolean;
  busy: boolean;
  onConfirm: (target: FolderTarget) => void;
  onClose: () => void;
}

/** Confirms a move (a folder must be picked) or a duplicate (a folder may be picked). */
export function FolderPickerDialog({
  title,
  text,
  confirmLabel,
  choices,
  optional,
  busy,
  onConfirm,
  onClose,
}: FolderPickerDialogProps) {
  const { t } = useTranslation('common');
  const [value, setValue] = useState(SAME);
  const target = value === SAME ? undefined : value === ROOT ? null : value;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="folder-picker-title">
      <DialogTitle id="folder-picker-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          select
          fullWidth
          label={t('folders.target')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {optional && <MenuItem value={SAME}>{t('folders.sameFolder')}</MenuItem>}
          {choices.map((choice) => (
            <MenuItem key={choice.id ?? ROOT} value={choice.id ?? ROOT}>
              {choice.name ?? t('folders.noFolder')}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!optional && target === undefined}
          loading={busy}
          onClick={() => onConfirm(target)}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

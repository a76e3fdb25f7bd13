import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface FolderNameDialogProps {
  title: string;
  confirmLabel: string;
  initial?: string;
  busy: boolean;
  /** The server's refusal (a duplicate or too long name), shown under the field. */
  error: string | undefined;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Names a new folder or renames one. */
export function FolderNameDialog({
  title,
  confirmLabel,
  initial = '',
  busy,
  error,
  onSave,
  onClose,
}: FolderNameDialogProps) {
  const { t } = useTranslation('common');
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="folder-name-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) onSave(trimmed);
        }}
      >
        <DialogTitle id="folder-name-title">{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={t('folders.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed} loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

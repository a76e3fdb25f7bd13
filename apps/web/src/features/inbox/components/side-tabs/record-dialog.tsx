import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RecordDialogProps {
  title: string;
  /** False while a required field is empty. */
  canSave: boolean;
  busy: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The create and edit dialog of a record: its fields, Cancel and Save. */
export function RecordDialog({ title, canSave, busy, onSave, onClose, children }: RecordDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSave();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>{children}</Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!canSave} loading={busy}>
            {t('action.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

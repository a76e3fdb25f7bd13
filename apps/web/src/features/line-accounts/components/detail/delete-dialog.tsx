import type { LineAccount } from '@hubline/contract';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDeleteLineAccount } from '../../api/delete-line-account';
import { lineAccountsPath } from '../../paths';

/** Asks for the account's name before deleting; a refusal (under contract) stays in the dialog. */
export function DeleteDialog({ account, onClose }: { account: LineAccount; onClose: () => void }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const navigate = useNavigate();
  const remove = useDeleteLineAccount(hubId);
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === account.name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    remove.mutate(account.id, { onSuccess: () => void navigate(lineAccountsPath(hubId), { replace: true }) });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="delete-line-account-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="delete-line-account-title">
          {t('delete.dialogTitle', { name: account.name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('delete.dialogText', { name: account.name })}
          </DialogContentText>
          <TextField
            autoFocus
            label={t('delete.typeName')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ htmlInput: { autoComplete: 'off' } }}
          />
          {remove.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {remove.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={!matches}
            loading={remove.isPending}
          >
            {t('delete.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

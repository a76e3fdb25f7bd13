import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../../app/session';
import { useCreateRecipientsList } from '../../api/create-recipients-list';
import { zonedToUtc } from '../../rules/schedule-time';

/** Makes a CRM list of the recipients sent to from one day to another (days on the hub's clock). */
export function RecipientsListDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '', id = '' } = useParams();
  const { timezone } = useSession();
  const create = useCreateRecipientsList(hubId, id);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const fromUtc = from ? zonedToUtc(`${from}T00:00`, timezone) : null;
  const toUtc = to ? zonedToUtc(`${to}T23:59`, timezone) : null;

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="recipients-list-title">
      <DialogTitle id="recipients-list-title">{t('recipients.createList')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="date"
            label={t('recipients.from')}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('recipients.to')}
            value={to}
            onChange={(event) => setTo(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {create.isError && <Alert severity="error">{create.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
        <Button
          variant="contained"
          disabled={!fromUtc || !toUtc}
          loading={create.isPending}
          onClick={() =>
            fromUtc && toUtc && create.mutate({ from: fromUtc, to: toUtc }, { onSuccess: onClose })
          }
        >
          {t('recipients.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../../lib/session';
import { useCreateRecipientsList } from '../../api/create-recipients-list';
import { dayRangeUtc } from '../../rules/schedule-time';
import { type DayRange, DayRangeFields } from './day-range-fields';

/** Makes a CRM list of the recipients sent to from one day to another (days on the hub's clock). */
export function RecipientsListDialog({ initial, onClose }: { initial: DayRange; onClose: () => void }) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '', id = '' } = useParams();
  const { timezone } = useSession();
  const create = useCreateRecipientsList(hubId, id);
  const [range, setRange] = useState(initial);

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="recipients-list-title">
      <DialogTitle id="recipients-list-title">{t('recipients.createList')}</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <DayRangeFields value={range} onChange={setRange} />
        {create.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {create.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('action.cancel', { ns: 'common' })}</Button>
        <Button
          variant="contained"
          loading={create.isPending}
          onClick={() => create.mutate(dayRangeUtc(range.from, range.to, timezone), { onSuccess: onClose })}
        >
          {t('recipients.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

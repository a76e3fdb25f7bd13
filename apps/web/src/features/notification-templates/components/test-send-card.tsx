import { NOTIFICATION_COUNTRY_CODES, type NotificationRegion } from '@hubline/contract';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';
import { useLineAccounts } from '../../../lib/api/line-accounts';
import { SectionCard } from '../../../ui/section-card';
import { useTemplateSends, useTestSendTemplate } from '../api/templates';
import { SEND_STATUS_KEYS } from './labels';

const STATUS_COLORS = { pending: 'default', sent: 'info', failed: 'error', delivered: 'success' } as const;

/**
 * The saved template sent to one phone as a LINE notification message, from one of the hub's
 * accounts, and its latest sends with LINE's delivery report.
 */
export function TestSendCard({
  hubId,
  id,
  region,
}: {
  hubId: string;
  id: string;
  region: NotificationRegion;
}) {
  const { t } = useTranslation('notificationTemplates');
  const format = useFormatDate();
  const accounts = useLineAccounts(hubId).data?.items ?? [];
  const [accountId, setAccountId] = useState('');
  const [phone, setPhone] = useState<string>(NOTIFICATION_COUNTRY_CODES[region]);
  const send = useTestSendTemplate(hubId, id);
  const sends = useTemplateSends(hubId, id).data?.sends ?? [];
  const chosen = accountId || accounts[0]?.id || '';
  return (
    <SectionCard title={t('test.title')} description={t('test.description')}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '240px minmax(0, 1fr) auto' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <TextField
          select
          label={t('test.account')}
          value={chosen}
          onChange={(event) => setAccountId(event.target.value)}
        >
          {accounts.map((account) => (
            <MenuItem key={account.id} value={account.id}>
              {account.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('test.phone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value.replace(/[\s-]/g, ''))}
          error={Boolean(send.error?.fields.phone)}
          helperText={
            send.error?.fields.phone ?? t('test.phoneHint', { code: NOTIFICATION_COUNTRY_CODES[region] })
          }
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <Button
          variant="contained"
          disabled={!chosen || send.isPending}
          onClick={() => send.mutate({ accountId: chosen, phone })}
          sx={{ mt: 1, whiteSpace: 'nowrap', justifySelf: 'start' }}
        >
          {t('test.send')}
        </Button>
      </Box>
      {send.error && !send.error.fields.phone && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {send.error.message}
        </Alert>
      )}
      {sends.length > 0 && (
        <List dense aria-label={t('sends.title')} sx={{ mt: 1 }}>
          {sends.map((row) => (
            <ListItem
              key={row.id}
              disableGutters
              secondaryAction={
                <Chip
                  size="small"
                  color={STATUS_COLORS[row.status]}
                  label={t(SEND_STATUS_KEYS[row.status])}
                />
              }
            >
              <ListItemText
                primary={format.dateTime(row.sentAt)}
                secondary={
                  row.error ??
                  (row.deliveredAt
                    ? t('sends.deliveredAt', { time: format.dateTime(row.deliveredAt) })
                    : null)
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

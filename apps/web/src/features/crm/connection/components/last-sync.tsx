import type { CrmConnection } from '@hubline/contract';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import { useNow } from '../../../../ui/use-now';

/** "3 minutes ago" above the time in the hub's time zone; "Syncing…" until a first sync ends. */
export function LastSync({ connection, syncing }: { connection: CrmConnection; syncing: boolean }) {
  const { t } = useTranslation('crmConnection');
  const format = useFormatDate(useSession().timezone);
  const now = useNow();
  const { lastSyncAt } = connection;
  if (!lastSyncAt) return syncing ? t('sync.running') : t('sync.never');
  return (
    <Box component="time" dateTime={lastSyncAt} sx={{ display: 'block' }}>
      {format.ago(lastSyncAt, now)}
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {format.dateTime(lastSyncAt)}
      </Typography>
    </Box>
  );
}

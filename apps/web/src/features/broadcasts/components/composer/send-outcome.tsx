import type { BroadcastQuota } from '@hubline/contract';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The plan overage's key: priced, or on a plan that sells no extra messages (free). */
const overKey = (quota: BroadcastQuota) => (quota.extraCost ? 'quota.over' : 'quota.overUnpriced');

/**
 * What confirming the send comes to (messaging.md §9), said in the confirm dialog: within the plan
 * (a quiet line), over its included sends (how many, and their price), or refused by LINE's quota.
 * `scheduled`: the quota is checked again at the broadcast date, so refused only warns.
 */
export function SendOutcome({
  quota,
  scheduled,
}: {
  quota: UseQueryResult<BroadcastQuota, Error>;
  scheduled: boolean;
}) {
  const { t, i18n } = useTranslation('broadcastComposer');
  const number = new Intl.NumberFormat(i18n.language);
  const money = (currency: 'USD' | 'JPY', amount: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);

  if (quota.isPending) {
    return (
      <Alert severity="info" icon={<CircularProgress size={20} />} role="status">
        {t('quota.checking')}
      </Alert>
    );
  }
  if (quota.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            loading={quota.isFetching}
            onClick={() => void quota.refetch()}
          >
            {t('action.retry', { ns: 'common' })}
          </Button>
        }
      >
        {t('quota.failed')}
      </Alert>
    );
  }
  const { data } = quota;
  const included = number.format(data.included ?? 0);
  switch (data.outcome) {
    case 'within':
      return (
        <Typography variant="body2" color="text.secondary" role="status">
          {data.included === null
            ? t('quota.withinUnlimited')
            : t('quota.within', { used: number.format(data.used), included })}
        </Typography>
      );
    case 'over':
      return (
        <Alert severity="warning">
          {t(overKey(data), {
            count: data.extraMessages,
            extra: number.format(data.extraMessages),
            included,
            usd: money('USD', (data.extraCost?.usdCents ?? 0) / 100),
            jpy: money('JPY', data.extraCost?.jpy ?? 0),
          })}
        </Alert>
      );
    case 'refused':
      return (
        <Alert severity={scheduled ? 'warning' : 'error'}>
          {t(scheduled ? 'quota.refusedScheduled' : 'quota.refused', {
            count: data.recipients,
            recipients: number.format(data.recipients),
            remaining: number.format(data.remaining ?? 0),
          })}
        </Alert>
      );
  }
}

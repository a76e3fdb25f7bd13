import type { LineAccount } from '@hubline/contract';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CopyField } from '../../../../ui/copy-field';
import { ErrorState } from '../../../../ui/error-state';
import { SectionCard } from '../../../../ui/section-card';
import { useWebhookHealth } from '../../api/get-webhook-health';
import { WebhookHealthPanel } from './webhook-health-panel';

/** Where LINE sends this account's events, and how that has been going. */
export function WebhookCard({ account }: { account: LineAccount }) {
  const { t } = useTranslation('lineAccounts');
  const { hubId = '' } = useParams();
  const health = useWebhookHealth(hubId, account.id);
  return (
    <SectionCard title={t('webhook.title')} description={t('webhook.text')}>
      {account.insecurePublicUrl && (
        <Alert severity="warning" sx={{ maxWidth: 720, mb: 2 }}>
          {t('https.required')}
        </Alert>
      )}
      <Box sx={{ maxWidth: 720, mb: 3 }}>
        <CopyField label={t('webhook.url')} value={account.webhookUrl} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="h3" component="h3">
          {t('health.title')}
        </Typography>
        {health.isFetching && !health.isPending && (
          <CircularProgress size={14} aria-label={t('health.refreshing')} />
        )}
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={() => void health.refetch()} disabled={health.isFetching}>
          {t('action.reload', { ns: 'common' })}
        </Button>
      </Box>
      {health.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-label={t('state.loading', { ns: 'common' })} />
        </Box>
      )}
      {health.isError && <ErrorState message={health.error.message} onRetry={() => void health.refetch()} />}
      {health.isSuccess && <WebhookHealthPanel health={health.data} />}
    </SectionCard>
  );
}

import { Alert, Box, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { useParams } from 'react-router';
import { ErrorState } from '../../../../ui/error-state';
import { SectionCard } from '../../../../ui/section-card';
import { useNow } from '../../../../ui/use-now';
import { useCrmConnection } from '../../api/get-crm-connection';
import { type SyncRequest, syncPending } from '../sync-status';
import { useOAuthReturn } from '../use-oauth-return';
import { BuiltinCrmSummary } from './builtin-crm-summary';
import { ConnectDialog } from './connect-dialog';
import { HubspotSummary } from './hubspot-summary';

/**
 * Account settings → CRM: the built-in CRM or a HubSpot portal, its last sync, connect and
 * disconnect, and how "Connect with HubSpot" ended when HubSpot sent the browser back here.
 */
export function CrmConnectionCard() {
  const { t } = useTranslation('crmConnection');
  const { hubId = '' } = useParams();
  const [request, setRequest] = useState<SyncRequest | null>(null);
  const [connecting, setConnecting] = useState(false);
  const now = useNow(10_000);
  const oauthReturn = useOAuthReturn(hubId);
  // Read again every few seconds while a sync is under way, until its outcome shows.
  const connection = useCrmConnection(hubId, (data) => syncPending(data, request, Date.now()));

  return (
    <SectionCard title={t('card.title')} description={t('card.description')}>
      {oauthReturn.error && (
        <Alert severity="error" onClose={oauthReturn.dismiss} sx={{ mb: 2.5 }}>
          {oauthReturn.error}
        </Alert>
      )}
      {connection.isPending && (
        <Box role="status" aria-label={t('state.loading', { ns: 'common' })} sx={{ py: 2 }}>
          <CircularProgress size={24} />
        </Box>
      )}
      {connection.isError && (
        <ErrorState message={connection.error.message} onRetry={() => void connection.refetch()} />
      )}
      {connection.data?.provider === 'builtin' && <BuiltinCrmSummary onConnect={() => setConnecting(true)} />}
      {connection.data?.provider === 'hubspot' && (
        <HubspotSummary
          hubId={hubId}
          connection={connection.data}
          syncing={syncPending(connection.data, request, now)}
          onSyncStarted={setRequest}
        />
      )}
      {connecting && connection.data && (
        <ConnectDialog hubId={hubId} connection={connection.data} onClose={() => setConnecting(false)} />
      )}
    </SectionCard>
  );
}

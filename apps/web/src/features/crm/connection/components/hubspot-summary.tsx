import type { CrmConnection } from '@hubline/contract';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, AlertTitle, Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { InfoItem } from '../../../../ui/info-item';
import { useDisconnectCrm } from '../../api/disconnect-crm';
import { useSyncCrm } from '../../api/sync-crm';
import { type SyncRequest, syncRequest } from '../sync-status';
import { LastSync } from './last-sync';

const AUTH_KIND_LABEL = { private_app: 'authKind.privateApp', oauth: 'authKind.oauth' } as const;

interface HubspotSummaryProps {
  hubId: string;
  connection: CrmConnection;
  syncing: boolean;
  onSyncStarted: (request: SyncRequest) => void;
}

/** The HubSpot portal in use, its last sync or sync error, "Sync now" and "Disconnect". */
export function HubspotSummary({ hubId, connection, syncing, onSyncStarted }: HubspotSummaryProps) {
  const { t } = useTranslation('crmConnection');
  const format = useFormatDate(useSession().timezone);
  const sync = useSyncCrm(hubId);
  const disconnect = useDisconnectCrm(hubId);
  const [confirming, setConfirming] = useState(false);

  const syncNow = () => {
    const before = syncRequest(connection, Date.now());
    sync.mutate(undefined, { onSuccess: () => onSyncStarted(before) });
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 2, mb: 2.5 }}>
        <InfoItem
          label={t('summary.crm')}
          value={
            <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
              {t('hubspot.name')}
              {connection.platform === 'sandbox' && (
                <Chip label={t('hubspot.sandbox')} size="small" color="warning" variant="outlined" />
              )}
            </Box>
          }
        />
        <InfoItem
          label={t('summary.portalId')}
          value={
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {connection.portalId}
            </Box>
          }
        />
        {connection.authKind && (
          <InfoItem label={t('summary.authKind')} value={t(AUTH_KIND_LABEL[connection.authKind])} />
        )}
        {connection.connectedAt && (
          <InfoItem label={t('summary.connectedAt')} value={format.date(connection.connectedAt)} />
        )}
        <InfoItem
          label={t('summary.lastSync')}
          value={<LastSync connection={connection} syncing={syncing} />}
        />
      </Box>
      {connection.lastSyncError && (
        <Alert severity="error" sx={{ mb: 2.5, '& .MuiAlert-message': { minWidth: 0 } }}>
          <AlertTitle>{t('sync.failed')}</AlertTitle>
          {connection.lastSyncError} {t('sync.failedText')}
          {/* HubSpot's or the network's own words: for whoever looks into it, so kept small. */}
          {connection.lastSyncDetail && (
            <Typography
              variant="caption"
              component="pre"
              sx={{
                mt: 1,
                mb: 0,
                maxHeight: 72,
                overflow: 'auto',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-all',
              }}
            >
              {connection.lastSyncDetail}
            </Typography>
          )}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<SyncIcon />}
          loading={sync.isPending || syncing}
          loadingPosition="start"
          onClick={syncNow}
        >
          {t('sync.now')}
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          {t('disconnect.open')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={t('disconnect.title')}
        text={t('disconnect.text', { portalId: connection.portalId ?? '' })}
        confirmLabel={t('disconnect.confirm')}
        danger
        busy={disconnect.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}

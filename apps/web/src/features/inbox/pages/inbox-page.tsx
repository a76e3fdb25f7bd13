import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import '../catalog';
import { useInboxAccounts } from '../../../lib/api/inbox-accounts';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { AccountPicker } from '../components/account-picker';
import { InboxLayout } from '../components/inbox-layout';
import { InboxSettingsLink } from '../components/inbox-settings-link';
import { NoAccountState } from '../components/no-account-state';
import { ConnectionErrorNotice, ReplacedNotice } from '../live/connection-notice';
import { useLiveInbox } from '../live/use-live-inbox';
import { inboxPath } from '../paths';

/** /{hubId}/line/inbox[/{seq}[/{vid}]]: the 1:1 and group chats of the hub's LINE accounts, live. */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const { hubId = '', seq: seqParam, vid } = useParams();
  const accounts = useInboxAccounts(hubId);
  const live = useLiveInbox(hubId, vid);

  if (live === 'replaced') return <ReplacedNotice />;
  if (accounts.isPending) return <PageLoader />;
  if (accounts.isError)
    return <ErrorState message={accounts.error.message} onRetry={() => void accounts.refetch()} />;

  const list = accounts.data.accounts;
  const first = list[0];
  if (!first) {
    return (
      <>
        <PageHeader title={t('title')} />
        <NoAccountState hubId={hubId} />
      </>
    );
  }
  const seq = Number(seqParam);
  // No seq, or one the user cannot open: the first account's inbox.
  if (!list.some((account) => account.seq === seq))
    return <Navigate to={inboxPath(hubId, first.seq)} replace />;

  return (
    <Box>
      {/* On a phone or small tablet an open chat takes the height: its header leads back to the list and picker. */}
      <Box sx={{ display: { xs: vid ? 'none' : 'block', md: 'block' } }}>
        <PageHeader
          title={t('title')}
          actions={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <AccountPicker hubId={hubId} accounts={list} seq={seq} />
              <InboxSettingsLink hubId={hubId} />
            </Box>
          }
        />
      </Box>
      {live === 'failed' && <ConnectionErrorNotice />}
      <InboxLayout hubId={hubId} seq={seq} vid={vid} />
    </Box>
  );
}

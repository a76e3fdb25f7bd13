import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import '../catalog';
import '../composer-catalog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { ToNotFound } from '../../../ui/to-not-found';
import { useBroadcast } from '../api/get-broadcast';
import { AbResults } from '../components/detail/ab-results';
import { DetailHeader } from '../components/detail/detail-header';
import { PerformanceTab } from '../components/detail/performance-tab';
import { RecipientsTab } from '../components/detail/recipients-tab';
import { TestResultsTab } from '../components/detail/test-results-tab';
import { broadcastPath } from '../paths';

/** messaging.md §2 detail tabs, by their address segment. */
const TABS = [
  { value: 'performance', label: 'detail.tab.performance' },
  { value: 'recipients', label: 'detail.tab.recipients' },
  { value: 'test-results', label: 'detail.tab.testResults' },
] as const;

/** /line/broadcast/{id}[/{tab}[/{filter}]]: how a broadcast went. */
export function BroadcastDetailPage() {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '', id = '', tab = 'performance' } = useParams();
  const broadcast = useBroadcast(hubId, id);

  if (!TABS.some((option) => option.value === tab)) return <Navigate to={broadcastPath(hubId, id)} replace />;
  if (broadcast.isPending) return <PageSkeleton shape="detail" header />;
  if (broadcast.isError && broadcast.error.status === 404) return <ToNotFound />;
  if (broadcast.isError)
    return <ErrorState message={broadcast.error.message} onRetry={() => void broadcast.refetch()} />;

  return (
    <>
      <DetailHeader broadcast={broadcast.data} />
      <AbResults broadcast={broadcast.data} />
      <Tabs
        value={tab}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((option) => (
          <Tab
            key={option.value}
            value={option.value}
            label={t(option.label)}
            component={RouterLink}
            to={broadcastPath(hubId, id, option.value === 'performance' ? undefined : option.value)}
          />
        ))}
      </Tabs>
      {tab === 'performance' && <PerformanceTab broadcast={broadcast.data} />}
      {tab === 'recipients' &&
        // LINE never names a narrowcast's recipients: there is no list to show.
        (broadcast.data.narrowcast ? <EmptyState text={t('recipients.narrowcast')} /> : <RecipientsTab />)}
      {tab === 'test-results' && <TestResultsTab broadcast={broadcast.data} />}
    </>
  );
}

import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Button, Card, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { Link as RouterLink, useParams } from 'react-router';
import { useLineAccounts } from '../../../lib/api/line-accounts';
import { useSession } from '../../../lib/session';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { TablePager } from '../../../ui/table-pager';
import { ToNotFound } from '../../../ui/to-not-found';
import { useBroadcasts } from '../api/get-broadcasts';
import { BroadcastsTable } from '../components/list/broadcasts-table';
import { BulkActions } from '../components/list/bulk-actions';
import { FoldersPanel } from '../components/list/folders-panel';
import { SearchBar } from '../components/list/search-bar';
import { tabOf, toListQuery } from '../components/list/search-condition';
import { StatusTabs } from '../components/list/status-tabs';
import { useListState } from '../components/list/use-list-state';
import { broadcastsConfigPath, createBroadcastPath } from '../paths';

/** /line/broadcasts[/{status}]: the hub's broadcasts by status, searched, in folders, with bulk actions. */
export function BroadcastsPage() {
  const { status } = useParams();
  const tab = tabOf(status);
  return tab ? <BroadcastsList tab={tab} /> : <ToNotFound />;
}

function BroadcastsList({ tab }: { tab: NonNullable<ReturnType<typeof tabOf>> }) {
  const { t } = useTranslation('broadcasts');
  const { hubId = '' } = useParams();
  const { timezone } = useSession();
  const state = useListState(tab);
  const query = toListQuery(
    state.asked,
    { folderId: state.folderId, page: state.page - 1, limit: state.limit },
    timezone,
  );
  const list = useBroadcasts(hubId, tab, query);
  const accounts = useLineAccounts(hubId);
  const data = list.data;
  const folders = data?.folders ?? [];
  const ids = [...state.selected];

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <>
            <Button component={RouterLink} to={broadcastsConfigPath(hubId)} startIcon={<SettingsIcon />}>
              {t('list.settings')}
            </Button>
            <Button
              component={RouterLink}
              to={createBroadcastPath(hubId)}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('list.create')}
            </Button>
          </>
        }
      />
      <Card>
        <StatusTabs tab={tab} counts={data} search={state.params} />
        <SearchBar
          condition={state.condition}
          accounts={accounts.data?.items ?? []}
          onChange={state.setCondition}
        />
        <FoldersPanel folders={folders} current={state.folderId} onOpen={state.openFolder} />
        <Divider />
        <BulkActions
          ids={ids}
          tab={tab}
          folders={folders}
          currentFolderId={state.folderId}
          onDone={state.clearSelection}
          onClear={state.clearSelection}
        />
        {list.isPending && <PageLoader />}
        {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
        {data && data.items.length === 0 && (
          <EmptyState icon={<CampaignIcon />} title={t('list.emptyTitle')} text={t('list.emptyText')} />
        )}
        {data && data.items.length > 0 && (
          <>
            <BroadcastsTable items={data.items} tab={tab} selected={state.selected} onToggle={state.toggle} />
            <TablePager
              page={state.page}
              total={data[tab]}
              limit={state.limit}
              onPage={state.setPage}
              onLimit={state.setLimit}
            />
          </>
        )}
      </Card>
    </>
  );
}

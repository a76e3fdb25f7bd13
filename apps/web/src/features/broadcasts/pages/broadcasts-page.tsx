import AddIcon from '@mui/icons-material/Add';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { Link as RouterLink, useParams } from 'react-router';
import { useLineAccounts } from '../../../lib/api/line-accounts';
import { useSession } from '../../../lib/session';
import { FolderLibrary } from '../../../ui/folder-library/folder-library';
import { PageHeader } from '../../../ui/page-header';
import { ToNotFound } from '../../../ui/to-not-found';
import { useCreateFolder } from '../api/create-folder';
import { useDeleteFolder } from '../api/delete-folder';
import { useBroadcasts } from '../api/get-broadcasts';
import { useRenameFolder } from '../api/rename-folder';
import { useBroadcastColumns } from '../components/list/broadcast-columns';
import { SearchBar } from '../components/list/search-bar';
import { tabOf, toListQuery } from '../components/list/search-condition';
import { StatusTabs } from '../components/list/status-tabs';
import { useBroadcastActions } from '../components/list/use-broadcast-actions';
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
  const folderCalls = {
    create: useCreateFolder(hubId),
    rename: useRenameFolder(hubId),
    remove: useDeleteFolder(hubId),
  };
  const columns = useBroadcastColumns(tab);
  const actions = useBroadcastActions([...state.selected], tab, state.clearSelection);

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
      <FolderLibrary
        toolbar={
          <>
            <StatusTabs tab={tab} counts={data} search={state.params} />
            <SearchBar
              condition={state.condition}
              accounts={accounts.data?.items ?? []}
              onChange={state.setCondition}
            />
          </>
        }
        folders={data?.folders ?? []}
        rootLabel={t('folder.root')}
        currentFolderId={state.folderId}
        onOpenFolder={state.openFolder}
        folderCalls={folderCalls}
        items={data?.items}
        pending={list.isPending}
        error={list.isError ? { message: list.error.message, retry: () => void list.refetch() } : null}
        empty={{ icon: <CampaignIcon />, title: t('list.emptyTitle'), text: t('list.emptyText') }}
        columns={columns}
        selectPageLabel={t('table.selectPage')}
        selected={state.selected}
        onToggle={state.toggle}
        onClearSelection={state.clearSelection}
        actions={actions}
        pager={{
          page: state.page,
          total: data?.[tab] ?? 0,
          limit: state.limit,
          onPage: state.setPage,
          onLimit: state.setLimit,
        }}
      />
    </>
  );
}

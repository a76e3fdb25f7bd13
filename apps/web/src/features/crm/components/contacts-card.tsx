import { type Contact, type CrmFilter, type CrmProperty, isPermitted } from '@hubline/contract';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, Button, Card, Divider, LinearProgress, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Owner } from '../../../lib/crm/format';
import { useSession } from '../../../lib/session';
import { BulkBar } from '../../../ui/bulk-bar';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { TablePager } from '../../../ui/table-pager';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useSearchContacts } from '../api/search-contacts';
import { AddToListDialog } from './add-to-list-dialog';
import { ContactsTable } from './contacts-table';
import { ContactsToolbar } from './contacts-toolbar';
import { MergeDialog } from './merge-dialog';
import { useRowSelection } from './use-row-selection';

interface ContactsCardProps {
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onOpen: (id: string) => void;
  onCreate: () => void;
  onImport: () => void;
}

/** Search, filters, the selected rows' actions, the table and its pager. */
export function ContactsCard({ properties, owners, onOpen, onCreate, onImport }: ContactsCardProps) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<CrmFilter[]>([]);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [dialog, setDialog] = useState<'merge' | 'addToList' | null>(null);
  const selection = useRowSelection();
  // Lists are written with the broadcasts flag; without it the action is not offered.
  const canList = isPermitted(useSession(), 'permissionBroadcasts');
  const query = useDebouncedValue(search.trim(), 350);
  const contacts = useSearchContacts(hubId, { query, filters, page: page - 1, limit });
  const narrowed = query !== '' || filters.length > 0;
  const pair = selection.ids.length === 2 ? ([...selection.selected.values()] as [Contact, Contact]) : null;
  const done = () => {
    setDialog(null);
    selection.clear();
  };

  return (
    <Card>
      <ContactsToolbar
        search={search}
        filters={filters}
        properties={properties}
        owners={owners}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onFilters={(value) => {
          setFilters(value);
          setPage(1);
        }}
      />
      <BulkBar count={selection.ids.length} onClear={selection.clear}>
        <Tooltip title={pair ? '' : t('merge.needTwo')}>
          <span>
            <Button
              size="small"
              startIcon={<CallMergeIcon />}
              disabled={!pair}
              onClick={() => setDialog('merge')}
            >
              {t('merge.open')}
            </Button>
          </span>
        </Tooltip>
        {canList && (
          <Button size="small" startIcon={<PlaylistAddIcon />} onClick={() => setDialog('addToList')}>
            {t('addToList.open')}
          </Button>
        )}
      </BulkBar>
      <Divider />
      {contacts.isFetching && !contacts.isPending ? <LinearProgress sx={{ height: 2 }} /> : null}
      {contacts.isPending && <PageSkeleton shape="rows" />}
      {contacts.isError && (
        <ErrorState message={contacts.error.message} onRetry={() => void contacts.refetch()} />
      )}
      {contacts.isSuccess && contacts.data.items.length === 0 && (
        <EmptyState
          icon={<PeopleOutlineIcon />}
          title={narrowed ? undefined : t('contacts.emptyTitle')}
          text={narrowed ? t('contacts.noMatch') : t('contacts.emptyText')}
          action={
            !narrowed && (
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={onImport}>
                  {t('toolbar.import')}
                </Button>
                <Button variant="contained" onClick={onCreate}>
                  {t('new.open')}
                </Button>
              </Box>
            )
          }
        />
      )}
      {contacts.isSuccess && contacts.data.items.length > 0 && (
        <ContactsTable
          items={contacts.data.items}
          properties={properties}
          owners={owners}
          onOpen={onOpen}
          selection={selection}
        />
      )}
      {contacts.isSuccess && contacts.data.total > 0 && (
        <>
          <Divider />
          <TablePager
            page={page}
            total={contacts.data.total}
            limit={limit}
            onPage={setPage}
            onLimit={(value) => {
              setLimit(value);
              setPage(1);
            }}
          />
        </>
      )}
      {dialog === 'merge' && pair && (
        <MergeDialog
          contacts={pair}
          properties={properties}
          owners={owners}
          onClose={() => setDialog(null)}
          onMerged={done}
        />
      )}
      {dialog === 'addToList' && (
        <AddToListDialog contactIds={selection.ids} onClose={() => setDialog(null)} onAdded={done} />
      )}
    </Card>
  );
}

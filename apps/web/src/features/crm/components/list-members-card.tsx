import type { CrmList, CrmProperty } from '@hubline/contract';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import { Button, Card, Divider, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Owner } from '../../../lib/crm/format';
import { BulkBar } from '../../../ui/bulk-bar';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { TablePager } from '../../../ui/table-pager';
import { useListMembers } from '../api/get-list-members';
import { useRemoveListMembers } from '../api/remove-list-members';
import { ContactsTable } from './contacts-table';
import { useRowSelection } from './use-row-selection';

interface ListMembersCardProps {
  list: CrmList;
  properties: readonly CrmProperty[];
  owners: readonly Owner[];
  onOpen?: (id: string) => void;
}

/** The list's contacts, paged; a static list's can be selected and taken out of it. */
export function ListMembersCard({ list, properties, owners, onOpen }: ListMembersCardProps) {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [confirming, setConfirming] = useState(false);
  const members = useListMembers(hubId, list.id, page - 1, limit);
  const remove = useRemoveListMembers(hubId);
  const selection = useRowSelection();
  const editable = list.kind === 'static';

  return (
    <Card>
      <Typography variant="h2" sx={{ px: 3, pt: 2.5, pb: 2 }}>
        {t('members.title')}
      </Typography>
      {editable && (
        <BulkBar count={selection.ids.length} onClear={selection.clear}>
          <Button
            size="small"
            color="error"
            startIcon={<PlaylistRemoveIcon />}
            onClick={() => setConfirming(true)}
          >
            {t('members.remove')}
          </Button>
        </BulkBar>
      )}
      <Divider />
      {members.isFetching && !members.isPending ? <LinearProgress sx={{ height: 2 }} /> : null}
      {members.isPending && <PageSkeleton shape="rows" />}
      {members.isError && (
        <ErrorState message={members.error.message} onRetry={() => void members.refetch()} />
      )}
      {members.isSuccess && members.data.items.length === 0 && (
        <EmptyState
          icon={<PeopleOutlineIcon />}
          text={editable ? t('members.emptyStatic') : t('members.emptyFilter')}
        />
      )}
      {members.isSuccess && members.data.items.length > 0 && (
        <ContactsTable
          items={members.data.items}
          properties={properties}
          owners={owners}
          onOpen={onOpen}
          selection={editable ? selection : undefined}
        />
      )}
      {members.isSuccess && members.data.total > 0 && (
        <>
          <Divider />
          <TablePager
            page={page}
            total={members.data.total}
            limit={limit}
            onPage={setPage}
            onLimit={(value) => {
              setLimit(value);
              setPage(1);
            }}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('members.removeTitle')}
        text={t('members.removeText', { count: selection.ids.length, name: list.name })}
        confirmLabel={t('members.remove')}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { listId: list.id, contactIds: selection.ids },
            {
              onSuccess: () => {
                setConfirming(false);
                selection.clear();
              },
            },
          )
        }
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

import type { CrmList } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import { Button, Card } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../lib/crm/catalog';
import { useParams } from 'react-router';
import { useLists } from '../../../lib/api/crm-lists';
import { useCrmReference } from '../../../lib/crm/use-crm-reference';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { useDeleteList } from '../api/delete-list';
import { CreateListDialog } from '../components/create-list-dialog';
import { ListsTable } from '../components/lists-table';

/** The hub's contact lists: static ones hold picked contacts, filter ones whoever matches. */
export function ListsPage() {
  const { t } = useTranslation('crm');
  const { hubId = '' } = useParams();
  const lists = useLists(hubId);
  const reference = useCrmReference(hubId);
  const remove = useDeleteList(hubId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CrmList | null>(null);
  const items = lists.data?.items ?? [];
  const createButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
      {t('create.open')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('lists.title')}
        subtitle={t('lists.subtitle')}
        actions={items.length > 0 && createButton}
      />
      {lists.isPending && <PageSkeleton shape="list" />}
      {lists.isError && <ErrorState message={lists.error.message} onRetry={() => void lists.refetch()} />}
      {lists.isSuccess && (
        <Card>
          {items.length === 0 ? (
            <EmptyState
              icon={<ListAltIcon />}
              title={t('lists.emptyTitle')}
              text={t('lists.emptyText')}
              action={createButton}
            />
          ) : (
            <ListsTable items={items} onDelete={setDeleting} />
          )}
        </Card>
      )}
      {creating && (
        <CreateListDialog
          properties={reference.properties}
          owners={reference.owners}
          onClose={() => setCreating(false)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        text={t('delete.text', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

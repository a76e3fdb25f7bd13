import type { Tag } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, Button, Card, Divider, LinearProgress, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTags } from '../../../lib/api/tags';
import { BulkBar } from '../../../ui/bulk-bar';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { SearchField } from '../../../ui/search-field';
import { TablePager } from '../../../ui/table-pager';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useIdSelection } from '../../../ui/use-id-selection';
import { useDeleteTags } from '../api/tag-writes';
import { TagDialog } from '../components/tag-dialog';
import { TagsTable } from '../components/tags-table';

const ALL = '';

/** The hub's tags (core.md §2 /tags): each belongs to one LINE account and is given to its friends. */
export function TagsPage() {
  const { t } = useTranslation('tags');
  const { hubId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [accountId, setAccountId] = useState(ALL);
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(25);
  const q = useDebouncedValue(search.trim(), 350);
  const tags = useTags(hubId, { lineAccountId: accountId || undefined, q, page, limit });
  const remove = useDeleteTags(hubId);
  const { selected, select, clear } = useIdSelection();
  const [dialog, setDialog] = useState<{ editing: Tag | null } | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);

  const accounts = tags.data?.accounts ?? [];
  const accountNames = new Map(accounts.map((account) => [account.id, account.name]));
  const items = tags.data?.items ?? [];
  const filtered = q !== '' || accountId !== ALL;
  const toPage = (next: number) => {
    setPage(next);
    clear();
  };
  const createButton = accounts.length > 0 && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ editing: null })}>
      {t('action.create')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} actions={createButton} />
      {tags.isPending && <PageSkeleton shape="list" />}
      {tags.isError && <ErrorState message={tags.error.message} onRetry={() => void tags.refetch()} />}
      {tags.isSuccess && (
        <Card>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center', p: 2 }}>
            <SearchField
              label={t('filter.search')}
              value={search}
              sx={{ flex: '1 1 260px', maxWidth: 400 }}
              onSearch={(value) => {
                setSearch(value);
                toPage(0);
              }}
            />
            <TextField
              select
              label={t('filter.account')}
              value={accountId}
              onChange={(event) => {
                setAccountId(event.target.value);
                toPage(0);
              }}
              sx={{ width: 260 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value={ALL}>{t('filter.allAccounts')}</MenuItem>
              {accounts.map((account) => (
                <MenuItem key={account.id} value={account.id}>
                  {account.name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Divider />
          {tags.isFetching ? <LinearProgress sx={{ height: 2 }} /> : null}
          <BulkBar count={selected.size} onClear={() => clear()}>
            <Button size="small" color="error" onClick={() => setDeleting([...selected])}>
              {t('action.delete')}
            </Button>
          </BulkBar>
          {items.length === 0 ? (
            <EmptyState
              icon={<LocalOfferOutlinedIcon />}
              title={filtered ? undefined : t('empty.title')}
              text={
                filtered ? t('empty.noMatch') : accounts.length === 0 ? t('empty.noAccount') : t('empty.text')
              }
              action={filtered ? undefined : createButton}
            />
          ) : (
            <TagsTable
              items={items}
              accountNames={accountNames}
              selected={selected}
              onSelect={select}
              onRename={(tag) => setDialog({ editing: tag })}
              onDelete={(tag) => setDeleting([tag.id])}
            />
          )}
          {tags.data.total > 0 && (
            <>
              <Divider />
              <TablePager
                page={page + 1}
                total={tags.data.total}
                limit={limit}
                onPage={(next) => toPage(next - 1)}
                onLimit={(value) => {
                  setLimit(value);
                  toPage(0);
                }}
              />
            </>
          )}
        </Card>
      )}
      {dialog && (
        <TagDialog
          hubId={hubId}
          accounts={accounts}
          editing={dialog.editing}
          defaultAccountId={accountId || undefined}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { count: deleting?.length ?? 0 })}
        text={t('delete.text', { count: deleting?.length ?? 0 })}
        confirmLabel={t('action.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              clear();
            },
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

import type { Imagemap } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import ImageIcon from '@mui/icons-material/ViewQuiltOutlined';
import { Box, Button, Card, Divider, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import '../catalog';
import { showToast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { PageHeader } from '../../../ui/page-header';
import { PageSkeleton } from '../../../ui/page-skeleton';
import { TablePager } from '../../../ui/table-pager';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useDeleteImagemap, useImagemapPage } from '../api/imagemaps';
import { ImagemapsTable } from '../components/imagemaps-table';
import { createImagemapPath } from '../paths';

/** /line/imagemaps: the hub's rich messages, searched by title, a page at a time. */
export function ImagemapsPage() {
  const { t } = useTranslation('imagemaps');
  const { hubId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [deleting, setDeleting] = useState<Imagemap | null>(null);
  const query = useDebouncedValue(search.trim());
  const list = useImagemapPage(hubId, { search: query, page: page - 1, limit });
  const remove = useDeleteImagemap(hubId);

  return (
    <>
      <PageHeader
        title={t('list.pageTitle')}
        subtitle={t('list.subtitle')}
        actions={
          <Button
            component={RouterLink}
            to={createImagemapPath(hubId)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('list.create')}
          </Button>
        }
      />
      <Card>
        <Box sx={{ p: 2 }}>
          <TextField
            size="small"
            type="search"
            label={t('list.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        </Box>
        <Divider />
        {list.isPending && <PageSkeleton shape="rows" />}
        {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
        {list.data && list.data.items.length === 0 && (
          <EmptyState
            icon={<ImageIcon />}
            title={query ? t('list.noMatchTitle') : t('list.emptyTitle')}
            text={query ? t('list.noMatchText') : t('list.emptyText')}
          />
        )}
        {list.data && list.data.items.length > 0 && (
          <>
            <ImagemapsTable items={list.data.items} onDelete={setDeleting} />
            <TablePager
              page={page}
              total={list.data.total}
              limit={limit}
              onPage={setPage}
              onLimit={(next) => {
                setLimit(next);
                setPage(1);
              }}
            />
          </>
        )}
      </Card>
      <ConfirmDialog
        open={!!deleting}
        title={t('list.deleteTitle')}
        text={t('list.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('list.delete')}
        danger
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ msg }) => {
              showToast('success', msg);
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}

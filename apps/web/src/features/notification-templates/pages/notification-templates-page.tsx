import { catalogueTemplate, type NotificationTemplate } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Box, Button, Chip, Link, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useFormatDate } from '../../../i18n/format';
import { FolderLibrary } from '../../../ui/folder-library/folder-library';
import { toggleRows } from '../../../ui/folder-library/folder-rules';
import type { LibraryColumn } from '../../../ui/folder-library/library-table';
import { PageHeader } from '../../../ui/page-header';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useTemplateFolderCalls, useTemplates } from '../api/templates';
import { REGION_KEYS } from '../components/labels';
import { useTemplateActions } from '../components/use-template-actions';
import { createTemplatePath, templatePath } from '../paths';

type Row = NotificationTemplate & { id: string };

/** /line/notification-templates: the hub's notification templates in folders, searched, with bulk actions. */
export function NotificationTemplatesPage() {
  const { t } = useTranslation('notificationTemplates');
  const { hubId = '' } = useParams();
  const format = useFormatDate();
  // The open folder is in the address, so reload and Back keep it.
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folder');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<25 | 50 | 100>(25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const list = useTemplates(hubId, { folderId, q, page, limit });
  const clear = () => setSelected(new Set());
  const actions = useTemplateActions(hubId, [...selected], clear);
  const columns: LibraryColumn<Row>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (row) => (
        <Link component={RouterLink} to={templatePath(hubId, row._id)}>
          {row.name}
        </Link>
      ),
    },
    {
      key: 'template',
      header: t('list.template'),
      cell: (row) => catalogueTemplate(row.region, row.templateKey)?.label ?? row.templateKey,
    },
    {
      key: 'region',
      header: t('list.region'),
      cell: (row) => <Chip size="small" label={t(REGION_KEYS[row.region])} />,
    },
    {
      key: 'updatedAt',
      header: t('list.updatedAt'),
      cell: (row) => format.dateTime(row.updatedAt),
      sx: { whiteSpace: 'nowrap' },
    },
  ];
  const data = list.data;
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Button
            component={RouterLink}
            to={createTemplatePath(hubId)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('list.create')}
          </Button>
        }
      />
      <FolderLibrary<Row>
        toolbar={
          <Box sx={{ p: 2, pb: 0 }}>
            <TextField
              size="small"
              label={t('list.search')}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
          </Box>
        }
        folders={data?.folders ?? []}
        rootLabel={t('list.root')}
        currentFolderId={folderId}
        onOpenFolder={(next) => {
          setParams(next ? { folder: next } : {});
          setPage(1);
          clear();
        }}
        folderCalls={useTemplateFolderCalls(hubId)}
        items={data?.templates.map((template) => ({ ...template, id: template._id }))}
        pending={list.isPending}
        error={list.isError ? { message: list.error.message, retry: () => void list.refetch() } : null}
        empty={{ icon: <NotificationsIcon />, title: t('list.emptyTitle'), text: t('list.emptyText') }}
        columns={columns}
        selectPageLabel={t('list.selectPage')}
        selected={selected}
        onToggle={(ids, on) => setSelected((current) => toggleRows(current, ids, on))}
        onClearSelection={clear}
        actions={actions}
        pager={{
          page,
          total: data?.total ?? 0,
          limit,
          onPage: setPage,
          onLimit: (next) => setLimit(next as 25 | 50 | 100),
        }}
      />
    </>
  );
}

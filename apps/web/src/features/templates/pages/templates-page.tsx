import type { Template } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import QuickreplyOutlinedIcon from '@mui/icons-material/QuickreplyOutlined';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { useParams } from 'react-router';
import { FolderLibrary } from '../../../ui/folder-library/folder-library';
import { PageHeader } from '../../../ui/page-header';
import { SearchField } from '../../../ui/search-field';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useTemplates } from '../api/get-templates';
import { useTemplateFolderCalls } from '../api/template-library-calls';
import { QuickReplyDialog } from '../components/quick-reply-dialog';
import { useTemplateColumns } from '../components/template-columns';
import { useTemplateActions } from '../components/use-template-actions';

/** The editor's state: closed, a new quick reply, or one to edit. */
type Editing = { template: Template | null } | null;

/** /templates: the hub's quick replies in folders, searched by name, with bulk actions and the editor. */
export function TemplatesPage() {
  const { t } = useTranslation('templates');
  const { hubId = '' } = useParams();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim());
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<Editing>(null);
  const list = useTemplates(hubId, { folderId, search, page: page - 1, limit });
  const clearSelection = () => setSelected(new Set());
  const columns = useTemplateColumns(hubId, (template) => setEditing({ template }));
  const actions = useTemplateActions(hubId, [...selected], clearSelection);
  const folderCalls = useTemplateFolderCalls(hubId);

  const toggle = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ template: null })}>
            {t('list.create')}
          </Button>
        }
      />
      <FolderLibrary
        toolbar={
          <Box sx={{ p: 2, pb: 0 }}>
            <SearchField
              size="small"
              value={typed}
              onSearch={(value) => {
                setTyped(value);
                setPage(1);
              }}
              label={t('list.search')}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
          </Box>
        }
        folders={list.data?.folders ?? []}
        rootLabel={t('folder.root')}
        currentFolderId={folderId}
        onOpenFolder={(id) => {
          setFolderId(id);
          setPage(1);
          clearSelection();
        }}
        folderCalls={folderCalls}
        items={list.data?.items}
        pending={list.isPending}
        error={list.isError ? { message: list.error.message, retry: () => void list.refetch() } : null}
        empty={{
          icon: <QuickreplyOutlinedIcon />,
          title: search ? t('list.noMatchTitle') : t('list.emptyTitle'),
          text: search ? t('list.noMatchText', { search }) : t('list.emptyText'),
        }}
        columns={columns}
        selectPageLabel={t('table.selectPage')}
        selected={selected}
        onToggle={toggle}
        onClearSelection={clearSelection}
        actions={actions}
        pager={{
          page,
          total: list.data?.total ?? 0,
          limit,
          onPage: setPage,
          onLimit: (next) => {
            setLimit(next);
            setPage(1);
          },
        }}
      />
      {editing && (
        <QuickReplyDialog
          hubId={hubId}
          template={editing.template}
          folderId={folderId}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

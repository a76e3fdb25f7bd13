import type { LibraryFile } from '@hubline/contract';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import PermMediaIcon from '@mui/icons-material/PermMediaOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES_KIND, useUploadFile } from '../../../lib/api/library-files';
import { useLibrary } from '../../../lib/library/use-library';
import { FolderLibrary } from '../../../ui/folder-library/folder-library';
import { LibrarySearch } from '../../../ui/folder-library/library-search';
import { PageHeader } from '../../../ui/page-header';
import { useFileColumns } from '../components/file-columns';
import { FilePreviewDialog } from '../components/file-preview-dialog';

/** /files: the hub's images and videos (png, jpg, mp4 up to 30 MB) in folders, uploaded, previewed and organised. */
export function FilesPage() {
  const { t } = useTranslation('files');
  const { hubId, search, setSearch, library } = useLibrary<LibraryFile>(FILES_KIND);
  const upload = useUploadFile(hubId);
  const [open, setOpen] = useState<LibraryFile | null>(null);
  const columns = useFileColumns(setOpen);
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Button
            component="label"
            variant="contained"
            startIcon={<UploadIcon />}
            disabled={upload.isPending}
          >
            {upload.isPending ? t('list.uploading') : t('list.upload')}
            <input
              hidden
              type="file"
              accept="image/png,image/jpeg,video/mp4"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                // Into the open folder, so it shows where it was uploaded.
                if (file) upload.mutate({ file, folderId: library.currentFolderId });
              }}
            />
          </Button>
        }
      />
      <FolderLibrary
        {...library}
        toolbar={<LibrarySearch label={t('list.search')} value={search} onSearch={setSearch} />}
        rootLabel={t('folder.root')}
        empty={{ icon: <PermMediaIcon />, title: t('list.emptyTitle'), text: t('list.emptyText') }}
        columns={columns}
        selectPageLabel={t('table.selectPage')}
      />
      {open && <FilePreviewDialog key={open.id} file={open} onClose={() => setOpen(null)} />}
    </>
  );
}

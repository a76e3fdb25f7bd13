import type { RichVideo } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplayOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import '../catalog';
import { VIDEOS_KIND } from '../../../lib/api/videos';
import { useLibrary } from '../../../lib/library/use-library';
import { FolderLibrary } from '../../../ui/folder-library/folder-library';
import { LibrarySearch } from '../../../ui/folder-library/library-search';
import { PageHeader } from '../../../ui/page-header';
import { useVideoColumns } from '../components/video-columns';
import { createVideoPath } from '../paths';

/** /line/videos: the hub's rich videos in folders, searched, with the bulk actions. */
export function VideosPage() {
  const { t } = useTranslation('videos');
  const { hubId, search, setSearch, library } = useLibrary<RichVideo>(VIDEOS_KIND);
  const columns = useVideoColumns();
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Button
            component={RouterLink}
            to={createVideoPath(hubId)}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t('list.create')}
          </Button>
        }
      />
      <FolderLibrary
        {...library}
        toolbar={<LibrarySearch label={t('list.search')} value={search} onSearch={setSearch} />}
        rootLabel={t('folder.root')}
        empty={{ icon: <SmartDisplayIcon />, title: t('list.emptyTitle'), text: t('list.emptyText') }}
        columns={columns}
        selectPageLabel={t('table.selectPage')}
      />
    </>
  );
}

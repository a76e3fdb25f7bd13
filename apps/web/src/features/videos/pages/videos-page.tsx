import type { RichVideo } from '@hubline/contract';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplayOutlined';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { VIDEOS_KIND } from '../../../lib/api/videos';
import { useLibrary } from '../../../lib/library/use-library';
import { LibraryPage } from '../../../ui/folder-library/library-page';
import { useVideoColumns } from '../components/video-columns';
import { createVideoPath } from '../paths';

/** /line/videos: the hub's rich videos in folders, searched, with the bulk actions. */
export function VideosPage() {
  const { t } = useTranslation('videos');
  const { hubId, search, setSearch, library } = useLibrary<RichVideo>(VIDEOS_KIND);
  return (
    <LibraryPage
      text={(key) => t(key)}
      createTo={createVideoPath(hubId)}
      icon={<SmartDisplayIcon />}
      search={search}
      onSearch={setSearch}
      library={library}
      columns={useVideoColumns()}
    />
  );
}

import type { Imagemap } from '@hubline/contract';
import ImageIcon from '@mui/icons-material/ViewQuiltOutlined';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { IMAGEMAPS_KIND } from '../../../lib/api/imagemaps';
import { useLibrary } from '../../../lib/library/use-library';
import { LibraryPage } from '../../../ui/folder-library/library-page';
import { useImagemapColumns } from '../components/imagemap-columns';
import { createImagemapPath } from '../paths';

/** /line/imagemaps: the hub's rich messages in folders, searched by title, moved, duplicated and deleted. */
export function ImagemapsPage() {
  const { t } = useTranslation('imagemaps');
  const { hubId, search, setSearch, library } = useLibrary<Imagemap>(IMAGEMAPS_KIND);
  return (
    <LibraryPage
      text={(key) => t(key)}
      createTo={createImagemapPath(hubId)}
      icon={<ImageIcon />}
      search={search}
      onSearch={setSearch}
      library={library}
      columns={useImagemapColumns()}
    />
  );
}

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
  const columns = useImagemapColumns();
  return (
    <LibraryPage
      {...library}
      title={t('list.pageTitle')}
      subtitle={t('list.subtitle')}
      create={{ label: t('list.create'), to: createImagemapPath(hubId) }}
      search={{ label: t('list.search'), value: search, onSearch: setSearch }}
      rootLabel={t('list.root')}
      empty={{ icon: <ImageIcon />, title: t('list.emptyTitle'), text: t('list.emptyText') }}
      columns={columns}
      selectPageLabel={t('list.selectPage')}
    />
  );
}

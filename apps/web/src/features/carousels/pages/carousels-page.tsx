import type { Carousel } from '@hubline/contract';
import ViewCarouselIcon from '@mui/icons-material/ViewCarouselOutlined';
import { useTranslation } from 'react-i18next';
import '../catalog';
import { CAROUSELS_KIND } from '../../../lib/api/carousels';
import { useLibrary } from '../../../lib/library/use-library';
import { LibraryPage } from '../../../ui/folder-library/library-page';
import { useCarouselColumns } from '../components/carousel-columns';
import { createCarouselPath } from '../paths';

/** /line/carousels: the hub's card-based messages in folders, searched, with the bulk actions. */
export function CarouselsPage() {
  const { t } = useTranslation('carousels');
  const { hubId, search, setSearch, library } = useLibrary<Carousel>(CAROUSELS_KIND);
  const columns = useCarouselColumns();
  return (
    <LibraryPage
      {...library}
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      create={{ label: t('list.create'), to: createCarouselPath(hubId) }}
      search={{ label: t('list.search'), value: search, onSearch: setSearch }}
      rootLabel={t('folder.root')}
      empty={{ icon: <ViewCarouselIcon />, title: t('list.emptyTitle'), text: t('list.emptyText') }}
      columns={columns}
      selectPageLabel={t('table.selectPage')}
    />
  );
}

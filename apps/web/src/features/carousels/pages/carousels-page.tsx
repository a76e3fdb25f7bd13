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
  return (
    <LibraryPage
      text={(key) => t(key)}
      createTo={createCarouselPath(hubId)}
      icon={<ViewCarouselIcon />}
      search={search}
      onSearch={setSearch}
      library={library}
      columns={useCarouselColumns()}
    />
  );
}

import type { Carousel } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import ViewCarouselIcon from '@mui/icons-material/ViewCarouselOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import '../catalog';
import { CAROUSELS_KIND } from '../../../lib/api/carousels';
import { useLibrary } from '../../../lib/library/use-library';
import { FolderLibrary } from '../../../ui/folder-library/folder-library';
import { LibrarySearch } from '../../../ui/folder-library/library-search';
import { PageHeader } from '../../../ui/page-header';
import { useCarouselColumns } from '../components/carousel-columns';
import { createCarouselPath } from '../paths';

/** /line/carousels: the hub's card-based messages in folders, searched, with the bulk actions. */
export function CarouselsPage() {
  const { t } = useTranslation('carousels');
  const { hubId, search, setSearch, library } = useLibrary<Carousel>(CAROUSELS_KIND);
  const columns = useCarouselColumns();
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Button
            component={RouterLink}
            to={createCarouselPath(hubId)}
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
        empty={{ icon: <ViewCarouselIcon />, title: t('list.emptyTitle'), text: t('list.emptyText') }}
        columns={columns}
        selectPageLabel={t('table.selectPage')}
      />
    </>
  );
}

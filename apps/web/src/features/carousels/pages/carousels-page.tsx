import type { Carousel } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import ViewCarouselIcon from '@mui/icons-material/ViewCarouselOutlined';
import { Box, Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import '../catalog';
import { CAROUSELS_KIND } from '../../../lib/api/carousels';
import { useLibrary } from '../../../lib/library/use-library';
import { FolderLibrary } from '../../../ui/folder-library/folder-library';
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
        toolbar={
          <Box sx={{ p: 2, pb: 0 }}>
            <TextField
              size="small"
              label={t('list.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
          </Box>
        }
        rootLabel={t('folder.root')}
        empty={{ icon: <ViewCarouselIcon />, title: t('list.emptyTitle'), text: t('list.emptyText') }}
        columns={columns}
        selectPageLabel={t('table.selectPage')}
      />
    </>
  );
}

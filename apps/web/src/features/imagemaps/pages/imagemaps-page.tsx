import type { Imagemap } from '@hubline/contract';
import AddIcon from '@mui/icons-material/Add';
import ImageIcon from '@mui/icons-material/ViewQuiltOutlined';
import { Box, Button, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import '../catalog';
import { IMAGEMAPS_KIND } from '../../../lib/api/imagemaps';
import { useLibrary } from '../../../lib/library/use-library';
import { FolderLibrary } from '../../../ui/folder-library/folder-library';
import { PageHeader } from '../../../ui/page-header';
import { useImagemapColumns } from '../components/imagemap-columns';
import { createImagemapPath } from '../paths';

/** /line/imagemaps: the hub's rich messages in folders, searched by title, moved, duplicated and deleted. */
export function ImagemapsPage() {
  const { t } = useTranslation('imagemaps');
  const { hubId, search, setSearch, library } = useLibrary<Imagemap>(IMAGEMAPS_KIND);
  const columns = useImagemapColumns();
  return (
    <>
      <PageHeader
        title={t('list.pageTitle')}
        subtitle={t('list.subtitle')}
        actions={
          <Button
            component={RouterLink}
            to={createImagemapPath(hubId)}
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
              type="search"
              label={t('list.search')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: '100%', sm: 320 } }}
            />
          </Box>
        }
        rootLabel={t('list.root')}
        empty={{ icon: <ImageIcon />, title: t('list.emptyTitle'), text: t('list.emptyText') }}
        columns={columns}
        selectPageLabel={t('list.selectPage')}
      />
    </>
  );
}

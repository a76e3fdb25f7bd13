import type { Imagemap } from '@hubline/contract';
import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useFormatDate } from '../../../i18n/format';
import type { LibraryColumn } from '../../../ui/folder-library/library-table';
import { imagemapPath } from '../paths';

/** The library's columns: the image and title (to the editor), the alt text and when it changed. */
export function useImagemapColumns(): LibraryColumn<Imagemap>[] {
  const { t } = useTranslation('imagemaps');
  const { hubId = '' } = useParams();
  const format = useFormatDate();
  return [
    {
      key: 'title',
      header: t('list.titleColumn'),
      cell: (item) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 220 }}>
          <Box
            component="img"
            src={item.image.url.replace(/\/1040$/, '/240')}
            alt=""
            sx={{ width: 48, flexShrink: 0, display: 'block', borderRadius: 0.5 }}
          />
          <Link
            component={RouterLink}
            to={imagemapPath(hubId, item.id)}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {item.title}
          </Link>
        </Box>
      ),
    },
    {
      key: 'altText',
      header: t('list.altText'),
      cell: (item) => item.altText,
      sx: { color: 'text.secondary' },
    },
    {
      key: 'updatedAt',
      header: t('list.updatedAt'),
      cell: (item) => format.dateTime(item.updatedAt),
      sx: { whiteSpace: 'nowrap' },
    },
  ];
}

import type { RichVideo } from '@hubline/contract';
import { Box, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useFormatDate } from '../../../i18n/format';
import type { LibraryColumn } from '../../../ui/folder-library/library-table';
import { videoPath } from '../paths';

/** A rich video in the library: its preview, its name (opening the editor), where it plays from, when it changed. */
export function useVideoColumns(): LibraryColumn<RichVideo>[] {
  const { t } = useTranslation('videos');
  const { hubId = '' } = useParams();
  const format = useFormatDate();
  return [
    {
      key: 'preview',
      header: t('table.preview'),
      cell: (video) => (
        <Box
          component="img"
          src={video.image.url.replace(/\/\d+$/, '/240')}
          alt=""
          sx={{ width: 64, display: 'block', borderRadius: 1 }}
        />
      ),
    },
    {
      key: 'name',
      header: t('field.name'),
      cell: (video) => (
        <Link
          component={RouterLink}
          to={videoPath(hubId, video.id)}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {video.name}
        </Link>
      ),
    },
    {
      key: 'source',
      header: t('field.video'),
      cell: (video) => t(video.video.kind === 'upload' ? 'source.upload' : 'source.external'),
    },
    {
      key: 'updatedAt',
      header: t('table.updatedAt'),
      cell: (video) => format.dateTime(video.updatedAt),
      sx: { whiteSpace: 'nowrap' },
    },
  ];
}

import type { LibraryFile } from '@hubline/contract';
import { Box, Chip, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../i18n/format';
import { FileThumbnail } from '../../../ui/file-picker/file-picker-dialog';
import type { LibraryColumn } from '../../../ui/folder-library/library-table';
import { fileSize } from './file-size';

/** core.md §3 File: name (with its preview), type, size, use-with-AI, and when it changed. */
export function useFileColumns(onOpen: (file: LibraryFile) => void): LibraryColumn<LibraryFile>[] {
  const { t, i18n } = useTranslation('files');
  const format = useFormatDate();
  return [
    {
      key: 'name',
      header: t('table.name'),
      cell: (file) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 220 }}>
          <Box sx={{ width: 48, flexShrink: 0 }}>
            <FileThumbnail file={file} height={36} />
          </Box>
          <Link
            component="button"
            underline="hover"
            onClick={() => onOpen(file)}
            sx={{ fontWeight: 600, textAlign: 'left' }}
          >
            {file.name}
          </Link>
        </Box>
      ),
    },
    {
      key: 'type',
      header: t('table.type'),
      cell: (file) => file.type.toUpperCase(),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'size',
      header: t('table.size'),
      align: 'right',
      cell: (file) => fileSize(file.size, i18n.language),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'useWithAi',
      header: t('table.useWithAi'),
      cell: (file) =>
        file.useWithAi ? (
          <Chip size="small" color="primary" variant="outlined" label={t('table.aiOn')} />
        ) : (
          '—'
        ),
    },
    {
      key: 'updatedAt',
      header: t('table.updatedAt'),
      cell: (file) => format.dateTime(file.updatedAt),
      sx: { whiteSpace: 'nowrap' },
    },
  ];
}

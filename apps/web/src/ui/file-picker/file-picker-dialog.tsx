import type { LibraryFile } from '@hubline/contract';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import MovieIcon from '@mui/icons-material/MovieOutlined';
import {
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLibraryFiles, useUploadFile } from '../../lib/api/library-files';
import { useDebouncedValue } from '../use-debounced-value';

/** What a place accepts: an image (png, jpg) or a video (mp4). */
export type PickedKind = 'image' | 'video';
const TYPES: Record<PickedKind, readonly LibraryFile['type'][]> = { image: ['png', 'jpg'], video: ['mp4'] };
const ACCEPT: Record<PickedKind, string> = { image: 'image/png,image/jpeg', video: 'video/mp4' };

interface Props {
  open: boolean;
  accept: PickedKind;
  onPick: (file: LibraryFile) => void;
  onClose: () => void;
}

/**
 * The hub's Files of one kind (images or videos) to choose from, searched by name, or a new one
 * uploaded into the library and chosen at once ("pick a file wherever an image or video is chosen").
 */
export function FilePickerDialog({ open, accept, onPick, onClose }: Props) {
  const { t } = useTranslation('common');
  const { hubId = '' } = useParams();
  const [search, setSearch] = useState('');
  const files = useLibraryFiles(hubId, useDebouncedValue(search), open);
  const upload = useUploadFile(hubId);
  const shown = (files.data?.items ?? []).filter((file) => TYPES[accept].includes(file.type));
  const pick = (file: LibraryFile) => {
    onPick(file);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t(accept === 'image' ? 'filePicker.titleImage' : 'filePicker.titleVideo')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('library.search')}
          size="small"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ my: 1 }}
        />
        {files.isError && <Typography color="error">{files.error.message}</Typography>}
        {files.data && shown.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('filePicker.empty')}
          </Typography>
        )}
        <Box
          role="list"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}
        >
          {shown.map((file) => (
            <ButtonBase
              key={file.id}
              role="listitem"
              aria-label={t('filePicker.choose', { name: file.name })}
              onClick={() => pick(file)}
              sx={{
                display: 'block',
                textAlign: 'left',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1,
              }}
            >
              <FileThumbnail file={file} height={96} />
              <Typography variant="body2" noWrap title={file.name} sx={{ mt: 0.5 }}>
                {file.name}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button component="label" startIcon={<UploadIcon />} disabled={upload.isPending}>
          {t('filePicker.upload')}
          <input
            hidden
            type="file"
            accept={ACCEPT[accept]}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate({ file }, { onSuccess: (saved) => pick(saved.file) });
            }}
          />
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A file's preview: the image itself, or a video's first frame (the browser reads it). */
export function FileThumbnail({ file, height }: { file: LibraryFile; height: number }) {
  const box = {
    width: '100%',
    height,
    objectFit: 'contain',
    bgcolor: 'action.hover',
    borderRadius: 0.5,
  } as const;
  if (file.type === 'mp4') {
    return (
      <Box sx={{ ...box, display: 'grid', placeItems: 'center', position: 'relative', overflow: 'hidden' }}>
        <Box
          component="video"
          src={`${file.url}#t=0.1`}
          preload="metadata"
          muted
          sx={{ ...box, position: 'absolute' }}
        />
        <MovieIcon
          sx={{ position: 'relative', color: 'common.white', filter: 'drop-shadow(0 0 2px #0008)' }}
        />
      </Box>
    );
  }
  return <Box component="img" src={file.url} alt="" loading="lazy" sx={{ ...box, display: 'block' }} />;
}

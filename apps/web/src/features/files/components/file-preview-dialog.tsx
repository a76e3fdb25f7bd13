import type { LibraryFile } from '@hubline/contract';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUpdateFile } from '../../../lib/api/library-files';
import { CopyField } from '../../../ui/copy-field';
import { InfoItem } from '../../../ui/info-item';
import { fileSize } from './file-size';

/** A file's preview (the image, or the video playing), its public URL, and its name and use-with-AI flag to edit. */
export function FilePreviewDialog({ file, onClose }: { file: LibraryFile; onClose: () => void }) {
  const { t, i18n } = useTranslation('files');
  const { hubId = '' } = useParams();
  const update = useUpdateFile(hubId);
  const [name, setName] = useState(file.name);
  const [useWithAi, setUseWithAi] = useState(file.useWithAi);
  const media = { display: 'block', maxWidth: '100%', maxHeight: 360, mx: 'auto', borderRadius: 1 } as const;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('preview.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
            {file.type === 'mp4' ? (
              <Box component="video" src={file.url} controls sx={media} aria-label={file.name} />
            ) : (
              <Box component="img" src={file.url} alt={file.name} sx={media} />
            )}
          </Box>
          <Stack direction="row" spacing={3}>
            <InfoItem label={t('table.type')} value={file.type.toUpperCase()} />
            <InfoItem label={t('table.size')} value={fileSize(file.size, i18n.language)} />
          </Stack>
          <CopyField label={t('preview.url')} value={file.url} />
          <TextField
            label={t('preview.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(update.error)}
            helperText={update.error?.fields.name ?? update.error?.message}
            fullWidth
          />
          <FormControlLabel
            control={<Switch checked={useWithAi} onChange={(event) => setUseWithAi(event.target.checked)} />}
            label={t('preview.useWithAi')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('preview.close')}</Button>
        <Button
          variant="contained"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: file.id, name, useWithAi }, { onSuccess: onClose })}
        >
          {t('preview.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

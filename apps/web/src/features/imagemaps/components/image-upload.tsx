import type { ImagemapImage } from '@hubline/contract';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUploadImagemapImage } from '../api/imagemaps';

/** Uploads the image (PNG or JPEG, 1040 wide): the server checks it and answers with its size, or why not. */
export function ImageUpload({
  onUploaded,
  hasImage,
}: {
  onUploaded: (image: ImagemapImage) => void;
  hasImage: boolean;
}) {
  const { t } = useTranslation('imagemaps');
  const { hubId = '' } = useParams();
  const upload = useUploadImagemapImage(hubId);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} loading={upload.isPending}>
          {hasImage ? t('image.replace') : t('image.upload')}
          <input
            hidden
            type="file"
            accept="image/png,image/jpeg"
            aria-label={t('image.file')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file, { onSuccess: ({ image }) => onUploaded(image) });
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('image.rules')}
        </Typography>
      </Stack>
      {upload.isError && <Alert severity="error">{upload.error.message}</Alert>}
    </Stack>
  );
}

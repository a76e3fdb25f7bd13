import type { ImagemapImage } from '@hubline/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUploadImagemapImage } from '../../../lib/api/imagemaps';
import { UploadButton } from '../../../ui/upload-button';

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
    <UploadButton
      label={hasImage ? t('image.replace') : t('image.upload')}
      fileLabel={t('image.file')}
      accept="image/png,image/jpeg"
      rules={t('image.rules')}
      pending={upload.isPending}
      error={upload.isError ? upload.error.message : undefined}
      onFile={(file) => upload.mutate(file, { onSuccess: ({ image }) => onUploaded(image) })}
    />
  );
}

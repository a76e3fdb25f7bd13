import type { CarouselCardType } from '@hubline/contract';
import { Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePickerButton } from '../../../ui/file-picker/file-picker-button';
import { IMAGE_HINT_KEYS } from '../labels';
import { ratioAdvice } from '../rules/image-ratio';

/** The image's natural size once it loads (null while loading, failing or without a URL). */
function useImageSize(url: string) {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    image.onload = () => setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url]);
  return size?.url === url ? size : null;
}

/** An image URL, typed or picked from Files; an image far from the card type's recommended ratio is warned about, not refused. */
export function ImageUrlField({
  cardType,
  value,
  onChange,
  serverError,
}: {
  cardType: CarouselCardType;
  value: string;
  onChange: (value: string) => void;
  serverError?: string;
}) {
  const { t } = useTranslation('carousels');
  const size = useImageSize(value);
  const advice = size && ratioAdvice(cardType, size.width, size.height);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={t('card.image')}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        error={!!serverError}
        helperText={serverError ?? (advice ? t('card.ratioWarning', advice) : t(IMAGE_HINT_KEYS[cardType]))}
        slotProps={{ formHelperText: { sx: advice && !serverError ? { color: 'warning.main' } : undefined } }}
        size="small"
        fullWidth
        placeholder="https://"
      />
      <FilePickerButton accept="image" onPick={(file) => onChange(file.url)} />
    </Stack>
  );
}

import { Link, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useAllImagemaps } from '../../../../lib/api/imagemaps';
import { hubPath } from '../../../../lib/paths';

/** Picks one of the hub's rich messages (the library's image maps) as the message. */
export function ImagemapField({
  value,
  onChange,
  serverError,
}: {
  value: string;
  onChange: (imagemapId: string) => void;
  serverError?: string;
}) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const imagemaps = useAllImagemaps(hubId);
  const items = imagemaps.data?.items ?? [];
  if (imagemaps.isSuccess && items.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('message.imagemapNone')}{' '}
        <Link component={RouterLink} to={hubPath(hubId, 'line/imagemaps/create')}>
          {t('message.imagemapCreate')}
        </Link>
      </Typography>
    );
  }
  return (
    <TextField
      select
      fullWidth
      label={t('message.imagemap')}
      value={items.some((item) => item.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={!!serverError || imagemaps.isError}
      helperText={serverError ?? (imagemaps.isError ? imagemaps.error.message : undefined)}
      disabled={imagemaps.isPending}
    >
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.title}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { Link, MenuItem, TextField } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useCarousels } from '../../../../lib/api/carousels';
import { hubPath } from '../../../../lib/paths';

/** A card-based message of the library, by name (messaging.md §3: a broadcast message's type "carousel"). */
export function CarouselPicker({
  value,
  onChange,
  serverError,
}: {
  value: string;
  onChange: (carouselId: string) => void;
  serverError?: string;
}) {
  const { t } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const carousels = useCarousels(hubId);
  const items = carousels.data?.items ?? [];
  const none = carousels.isSuccess && items.length === 0;
  return (
    <TextField
      select
      label={t('message.carousel')}
      value={items.some((item) => item.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      error={!!serverError || carousels.isError}
      helperText={
        serverError ??
        (carousels.isError ? carousels.error.message : undefined) ??
        (none ? (
          <Trans
            t={t}
            i18nKey="message.noCarousels"
            components={{
              create: <Link component={RouterLink} to={hubPath(hubId, 'line/carousels/create')} />,
            }}
          />
        ) : undefined)
      }
      disabled={none}
      fullWidth
    >
      {items.map((item) => (
        <MenuItem key={item.id} value={item.id}>
          {item.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

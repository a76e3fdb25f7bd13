import type { LineAudience, LineAudienceStatus } from '@hubline/contract';
import { Alert, Autocomplete, Box, Button, Chip, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { useLineAudiences } from '../../api/get-line-audiences';

const STATUS_KEYS: Record<LineAudienceStatus, string> = {
  IN_PROGRESS: 'lineAudience.status.IN_PROGRESS',
  READY: 'lineAudience.status.READY',
  FAILED: 'lineAudience.status.FAILED',
  EXPIRED: 'lineAudience.status.EXPIRED',
  INACTIVE: 'lineAudience.status.INACTIVE',
  ACTIVATING: 'lineAudience.status.ACTIVATING',
};

interface LineAudiencePickerProps {
  audiences: ReturnType<typeof useLineAudiences>;
  value: string[];
  onChange: (ids: string[]) => void;
}

/**
 * The account's LINE audiences, read from LINE: only READY ones can be chosen (LINE refuses a
 * narrowcast to any other), the rest are listed with their status. An id chosen earlier that LINE
 * no longer lists stays as its id, so it can be removed.
 */
export function LineAudiencePicker({ audiences, value, onChange }: LineAudiencePickerProps) {
  const { t, i18n } = useTranslation('broadcastComposer');
  const loaded = audiences.data?.pages.flatMap((page) => page.audiences) ?? [];
  const byId = new Map(loaded.map((audience) => [audience.id, audience]));
  const unknown = (id: string): LineAudience => ({
    id,
    description: id,
    status: 'READY',
    audienceCount: 0,
    created: '',
  });
  const chosen = value.map((id) => byId.get(id) ?? unknown(id));
  const number = new Intl.NumberFormat(i18n.language);
  const labelOf = (audience: LineAudience) =>
    byId.has(audience.id)
      ? t('lineAudience.option', { name: audience.description, size: number.format(audience.audienceCount) })
      : audience.id;

  if (audiences.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void audiences.refetch()}>
            {t('lineAudience.retry')}
          </Button>
        }
      >
        {t('lineAudience.loadFailed', { reason: audiences.error.message })}
      </Alert>
    );

  return (
    <Box>
      <Autocomplete
        multiple
        options={loaded}
        value={chosen}
        loading={audiences.isPending}
        loadingText={t('lineAudience.loading')}
        noOptionsText={t('lineAudience.none')}
        getOptionLabel={(audience) => audience.description}
        getOptionDisabled={(audience) => audience.status !== 'READY'}
        isOptionEqualToValue={(option, selected) => option.id === selected.id}
        onChange={(_event, next) => onChange(next.map((audience) => audience.id))}
        renderOption={({ key, ...props }, audience) => (
          <Box component="li" key={key} {...props} sx={{ gap: 1, '&&': { justifyContent: 'space-between' } }}>
            <span>{audience.description}</span>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {audience.status === 'READY'
                ? t('lineAudience.size', {
                    count: audience.audienceCount,
                    size: number.format(audience.audienceCount),
                  })
                : t(STATUS_KEYS[audience.status])}
            </Typography>
          </Box>
        )}
        renderValue={(selected, getItemProps) =>
          selected.map((audience, index) => {
            const { key, ...props } = getItemProps({ index });
            return <Chip key={key} size="small" label={labelOf(audience)} {...props} />;
          })
        }
        renderInput={(params) => (
          <TextField {...params} label={t('field.lineAudiences')} helperText={t('lineAudience.help')} />
        )}
      />
      {audiences.hasNextPage && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          disabled={audiences.isFetchingNextPage}
          onClick={() => void audiences.fetchNextPage()}
        >
          {t('lineAudience.loadMore')}
        </Button>
      )}
    </Box>
  );
}

import type { AudienceSize } from '@hubline/contract';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The live recipient count as a polite status line: nothing chosen, counting, the count (kept on
 * screen while a newer one is counted), or the server's reason with a retry.
 */
export function RecipientCount({ chosen, size }: { chosen: boolean; size: UseQueryResult<AudienceSize> }) {
  const { t } = useTranslation('broadcastComposer');
  const line = (() => {
    if (!chosen) return t('audience.chooseLists');
    if (size.isError) return t('audience.countFailed', { reason: size.error.message });
    if (!size.data) return t('audience.counting');
    return t('audience.recipients', { count: size.data.count });
  })();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
      <Typography
        role="status"
        aria-live="polite"
        aria-busy={size.isFetching}
        variant="body2"
        color={size.isError ? 'error' : 'text.secondary'}
      >
        {line}
      </Typography>
      {chosen && size.isFetching && <CircularProgress size={14} aria-hidden />}
      {chosen && size.isError && (
        <Button size="small" onClick={() => size.refetch()}>
          {t('audience.recount')}
        </Button>
      )}
    </Stack>
  );
}

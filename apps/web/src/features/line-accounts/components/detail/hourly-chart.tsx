import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import type { HourBucket } from '../../format';

/** Webhook events per hour over the last 24 hours, as plain bars. */
export function HourlyChart({ hours }: { hours: HourBucket[] }) {
  const { t } = useTranslation('lineAccounts');
  // With the day: the first bar is yesterday at this hour.
  const format = useFormatDate();
  const max = Math.max(1, ...hours.map((hour) => hour.count));
  const first = hours[0];
  const last = hours.at(-1);
  return (
    <Box>
      <Box
        role="img"
        aria-label={t('health.chartLabel', { count: hours.reduce((sum, hour) => sum + hour.count, 0) })}
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: '3px',
          height: 96,
          px: 1,
          pt: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {hours.map((hour) => (
          <Tooltip
            key={hour.hour}
            title={t('health.barLabel', { time: format.shortDateTime(hour.hour), count: hour.count })}
          >
            <Box
              sx={{
                flex: 1,
                minWidth: 0,
                height: hour.count === 0 ? '2px' : `${Math.max(6, (hour.count / max) * 100)}%`,
                bgcolor: hour.count === 0 ? 'divider' : 'primary.light',
                borderRadius: '3px 3px 0 0',
              }}
            />
          </Tooltip>
        ))}
      </Box>
      {first && last && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5, px: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {format.shortDateTime(first.hour)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {format.shortDateTime(last.hour)}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

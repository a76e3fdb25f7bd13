import type { Broadcast } from '@hubline/contract';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

type StatKey = Exclude<keyof Broadcast['stats'], 'insightsAt'>;
const STATS: { key: StatKey; label: string }[] = [
  { key: 'recipients', label: 'stats.recipients' },
  { key: 'sent', label: 'stats.sent' },
  { key: 'delivered', label: 'stats.delivered' },
  { key: 'opened', label: 'stats.opened' },
  { key: 'clicked', label: 'stats.clicked' },
  { key: 'errors', label: 'stats.errors' },
];

/** How the sending went: one card a count; LINE reports opens only past its privacy threshold (null). */
export function PerformanceTab({ broadcast }: { broadcast: Broadcast }) {
  const { t, i18n } = useTranslation('broadcastComposer');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}>
      {STATS.map(({ key, label }) => {
        const value = broadcast.stats[key];
        return (
          <Card key={key} component="section" aria-label={t(label)}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {t(label)}
              </Typography>
              <Typography variant="h2" component="p" color={key === 'errors' && value ? 'error' : undefined}>
                {value === null ? t('stats.unknown') : number.format(value)}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

import type { Broadcast } from '@hubline/contract';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import { engagementRate } from '../../rules/engagement';

type StatKey = Exclude<keyof Broadcast['stats'], 'insightsAt'>;
const STATS: { key: StatKey; label: string }[] = [
  { key: 'recipients', label: 'stats.recipients' },
  { key: 'sent', label: 'stats.sent' },
  { key: 'delivered', label: 'stats.delivered' },
  { key: 'opened', label: 'stats.opened' },
  { key: 'clicked', label: 'stats.clicked' },
  { key: 'errors', label: 'stats.errors' },
];
/** Figures that are shares of the delivered messages. */
const RATED = new Set<StatKey>(['opened', 'clicked']);

/**
 * How the sending went: one card a count, opens and clicks with their share of the delivered.
 * LINE gives opens (and a non-tracking broadcast's clicks) only from 20 users on and only once
 * fetched: such a figure says "not available" and why, never a made-up zero.
 */
export function PerformanceTab({ broadcast }: { broadcast: Broadcast }) {
  const { t, i18n } = useTranslation('broadcastComposer');
  const format = useFormatDate(useSession().timezone);
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const { stats } = broadcast;
  const whyMissing = stats.insightsAt ? t('stats.belowThreshold') : t('stats.notFetched');
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
        {STATS.map(({ key, label }) => {
          const value = stats[key];
          const rate = RATED.has(key) ? engagementRate(value, stats.delivered) : null;
          return (
            <Card key={key} component="section" aria-label={t(label)}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {t(label)}
                </Typography>
                {value === null ? (
                  <>
                    <Typography variant="h3" component="p" color="text.secondary" sx={{ py: 0.5 }}>
                      {t('stats.notAvailable')}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {whyMissing}
                    </Typography>
                  </>
                ) : (
                  <>
                    <Typography
                      variant="h2"
                      component="p"
                      color={key === 'errors' && value ? 'error' : undefined}
                    >
                      {number.format(value)}
                    </Typography>
                    {rate !== null && (
                      <Typography variant="caption" color="text.secondary">
                        {t('stats.rate', { rate: percent.format(rate) })}
                      </Typography>
                    )}
                  </>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Box>
      <div>
        <Typography variant="body2" color="text.secondary">
          {broadcast.nonTracking ? t('stats.clicksByLine') : t('stats.clicksTracked')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {stats.insightsAt
            ? t('stats.insightsAt', { time: format.dateTime(stats.insightsAt) })
            : t('stats.insightsPending')}
        </Typography>
      </div>
    </Stack>
  );
}

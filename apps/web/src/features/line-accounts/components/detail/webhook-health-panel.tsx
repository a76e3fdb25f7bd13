import type { WebhookHealth } from '@hubline/contract';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import { TableScroll } from '../../../../ui/table-scroll';
import { last24Hours } from '../../format';
import { HourlyChart } from './hourly-chart';

/** Traffic, refusals and failures of the account's webhook. */
export function WebhookHealthPanel({ health }: { health: WebhookHealth }) {
  const { t, i18n } = useTranslation('lineAccounts');
  const format = useFormatDate();
  const number = new Intl.NumberFormat(i18n.language);
  // Failure reasons that are server catalogue keys ('line.error.unreachable') are shown in words.
  const reason = (error: string) =>
    error && i18n.exists(error, { ns: 'server' })
      ? t(error, { ns: 'server' })
      : error || t('health.noReason');

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
        <Figure
          label={t('health.lastEvent')}
          value={health.lastEventAt ? format.dateTime(health.lastEventAt) : t('health.never')}
        />
        <Figure label={t('health.lastHour')} value={number.format(health.eventsLastHour)} />
        <Figure label={t('health.pending')} value={number.format(health.pending)} />
        <Figure
          label={t('health.signatureFailures')}
          value={number.format(health.signatureFailures)}
          note={
            health.lastSignatureFailureAt
              ? t('health.lastFailure', { date: format.dateTime(health.lastSignatureFailureAt) })
              : undefined
          }
          warn={health.signatureFailures > 0}
        />
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('health.last24h')}
        </Typography>
        <HourlyChart hours={last24Hours(health.eventsLast24h, new Date())} />
      </Box>
      {health.signatureFailures > 0 && <Alert severity="warning">{t('health.signatureHelp')}</Alert>}
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('health.failed')}
        </Typography>
        {health.failed.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('health.noFailures')}
          </Typography>
        ) : (
          <TableScroll>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('health.at')}</TableCell>
                  <TableCell>{t('health.type')}</TableCell>
                  <TableCell>{t('health.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {health.failed.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(event.at)}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{event.type}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{reason(event.error)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        )}
      </Box>
    </Box>
  );
}

function Figure({
  label,
  value,
  note,
  warn,
}: {
  label: string;
  value: string;
  note?: string;
  warn?: boolean;
}) {
  return (
    <Box sx={{ p: 1.5, border: 1, borderColor: warn ? 'warning.main' : 'divider', borderRadius: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" component="div">
          {note}
        </Typography>
      )}
    </Box>
  );
}

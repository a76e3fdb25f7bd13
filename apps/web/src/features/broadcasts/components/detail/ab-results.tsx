import { type AbOutcome, abRate, abWinner, type Broadcast } from '@hubline/contract';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import {
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBroadcast } from '../../api/get-broadcast';
import { AB_RULE_KEYS } from '../../rules/ab-rule-keys';

type Variant = 'A' | 'B';
const ROWS = ['recipients', 'delivered', 'opened', 'clicked'] as const;

/** What the verdict says: the winning version, a tie, or that there is nothing to compare yet. */
const VERDICT_KEYS: Record<AbOutcome, string> = {
  A: 'ab.winner',
  B: 'ab.winner',
  tie: 'ab.tie',
  pending: 'ab.noWinner',
};

/**
 * An A/B test's results on either version's detail page: both versions side by side, each
 * figure with its rate, and the winner by the pair's rule (opens or clicks over delivered).
 */
export function AbResults({ broadcast }: { broadcast: Broadcast }) {
  const { t, i18n } = useTranslation('broadcastComposer');
  const { hubId = '' } = useParams();
  const ab = broadcast.abTest;
  const other = useBroadcast(hubId, ab?.pairId ?? '');
  if (!ab || !other.data) return null;

  const versions: Record<Variant, Broadcast> =
    ab.variant === 'A' ? { A: broadcast, B: other.data } : { A: other.data, B: broadcast };
  const outcome = abWinner(versions.A.stats, versions.B.stats, ab.winnerRule);
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const cell = (variant: Variant, row: (typeof ROWS)[number]) => {
    const stats = versions[variant].stats;
    const value = stats[row];
    if (value === null) return t('stats.unknown');
    if (row !== 'opened' && row !== 'clicked') return number.format(value);
    const rate = abRate(stats, row);
    return rate === null ? number.format(value) : `${number.format(value)} (${percent.format(rate)})`;
  };

  return (
    <Card component="section" aria-label={t('ab.results')} sx={{ mb: 3 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Stack>
            <Typography variant="h3" component="h2">
              {t('ab.results')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(AB_RULE_KEYS[ab.winnerRule])} ·{' '}
              {t('ab.split', { a: ab.splitPercent, b: 100 - ab.splitPercent })}
            </Typography>
          </Stack>
          <Chip
            icon={outcome === 'A' || outcome === 'B' ? <EmojiEventsIcon /> : undefined}
            color={outcome === 'A' || outcome === 'B' ? 'success' : 'default'}
            label={t(VERDICT_KEYS[outcome], { variant: outcome })}
          />
        </Stack>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell />
                {(['A', 'B'] as const).map((variant) => (
                  <TableCell
                    key={variant}
                    align="right"
                    aria-current={ab.variant === variant ? 'page' : undefined}
                  >
                    <Typography
                      variant="subtitle2"
                      component="span"
                      color={outcome === variant ? 'success.main' : undefined}
                    >
                      {t('ab.version', { variant })}
                    </Typography>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {ROWS.map((row) => (
                <TableRow key={row}>
                  <TableCell component="th" scope="row">
                    {t(`stats.${row}`)}
                  </TableCell>
                  <TableCell align="right">{cell('A', row)}</TableCell>
                  <TableCell align="right">{cell('B', row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}

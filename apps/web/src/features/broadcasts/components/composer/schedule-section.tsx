import { BROADCAST_LEAD_MINUTES } from '@hubline/contract';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../../i18n/format';
import { useSession } from '../../../../lib/session';
import { SectionCard } from '../../../../ui/section-card';
import { useNow } from '../../../../ui/use-now';
import type { Draft } from '../../rules/draft';
import { isTooSoon, zonedToUtc } from '../../rules/schedule-time';
import type { DraftChange } from './use-draft';

/**
 * The date and time to send, picked on the hub's clock; more than 30 minutes ahead (messaging.md §5).
 * Version B of an A/B test shows version A's date, not its own to change.
 */
export function ScheduleSection({
  draft,
  change,
  serverError,
  followsA = false,
}: {
  draft: Draft;
  change: DraftChange;
  serverError?: string;
  followsA?: boolean;
}) {
  const { t } = useTranslation('broadcastComposer');
  const { timezone } = useSession();
  const format = useFormatDate();
  const now = useNow();
  const utc = draft.scheduleLocal ? zonedToUtc(draft.scheduleLocal, timezone) : null;
  const tooSoon = !followsA && utc !== null && isTooSoon(utc, new Date(now));
  const error = tooSoon
    ? t('broadcast.error.leadTime', { ns: 'server', minutes: BROADCAST_LEAD_MINUTES })
    : serverError;

  return (
    <SectionCard title={t('section.schedule')} description={t('schedule.help')}>
      <TextField
        type="datetime-local"
        label={t('field.broadcastDate')}
        value={draft.scheduleLocal}
        onChange={(event) => change({ scheduleLocal: event.target.value })}
        disabled={followsA}
        error={!!error}
        helperText={
          error ??
          (followsA
            ? t('schedule.followsA')
            : t('schedule.zone', { zone: timezone, offset: format.zone(utc ?? undefined) }))
        }
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 320 }}
        fullWidth
      />
    </SectionCard>
  );
}

import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../lib/session';
import { timeAgo } from './time-ago';
import { zonedFormat } from './zoned-format';

export type { ZonedFormat } from './zoned-format';

/** Where no hub is signed in to (no session), the browser's own zone, still named. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Dates and times in the reader's language on the hub's clock (ARCHITECTURE.md rule 8), whatever
 * zone the browser is in, with the zone shown (zoned-format.ts). `timeZone` overrides it only
 * where a value is not the hub's: a task's due day is a calendar date kept at UTC midnight.
 */
export function useFormatDate(timeZone?: string) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const session = useContext(SessionContext);
  const zone = timeZone ?? session?.timezone ?? browserZone();
  return useMemo(
    () => ({
      ...zonedFormat(lang, zone),
      /** "3 minutes ago" / "3 分前" / "3 分鐘前". */
      ago: (iso: string, now: number) => {
        const { value, unit } = timeAgo(iso, now);
        return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(value, unit);
      },
    }),
    [lang, zone],
  );
}

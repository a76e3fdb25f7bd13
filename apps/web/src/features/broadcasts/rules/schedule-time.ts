import { BROADCAST_LEAD_MINUTES, offsetMinutes } from '@hubline/contract';

const MINUTE = 60_000;

/** A wall-clock time `YYYY-MM-DDTHH:mm` in a time zone as a UTC instant (ISO), or null if malformed. */
export function zonedToUtc(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the naive instant is right except across a DST change; the second pass settles it.
  let instant = naive - offsetMinutes(new Date(naive), timeZone) * MINUTE;
  instant = naive - offsetMinutes(new Date(instant), timeZone) * MINUTE;
  return new Date(instant).toISOString();
}

/** A UTC instant as the wall-clock `YYYY-MM-DDTHH:mm` of a time zone (what a datetime-local input shows). */
export function utcToZoned(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const shifted = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * MINUTE);
  return shifted.toISOString().slice(0, 16);
}

/** messaging.md §5: a broadcast date must be more than 30 minutes after now. */
export function isTooSoon(utc: string, now: Date): boolean {
  return new Date(utc).getTime() - now.getTime() <= BROADCAST_LEAD_MINUTES * MINUTE;
}

/** Whole days `YYYY-MM-DD` on the hub's clock as UTC instants: from the first day's start to the end of the last. */
export function dayRangeUtc(from: string, to: string, timeZone: string): { from?: string; to?: string } {
  const [year = 0, month = 1, day = 1] = to.split('-').map(Number);
  const after = to ? new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10) : '';
  return {
    from: (from && zonedToUtc(`${from}T00:00`, timeZone)) || undefined,
    to: (after && zonedToUtc(`${after}T00:00`, timeZone)) || undefined,
  };
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest unit first; a month and a year are rounded lengths, good enough for "3 months ago". */
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

/**
 * How long before `now` a moment was, in the largest whole unit, as Intl.RelativeTimeFormat takes
 * it (negative = past). A moment slightly ahead of this machine's clock counts as now.
 */
export function timeAgo(iso: string, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const elapsed = Math.max(0, now - Date.parse(iso));
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return { value: -Math.floor(elapsed / ms), unit };
  return { value: 0, unit: 'second' };
}

import { type RecurringFrequency, type WallTime, wallTimeOf } from '@hubline/contract';

const DAY_MS = 86_400_000;

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
const offsetAt = (instant: number, timeZone: string) =>
  asUtc(wallTimeOf(new Date(instant), timeZone)) - instant;
const sameWall = (a: WallTime, b: WallTime) => asUtc(a) === asUtc(b);

/**
 * The instant a wall-clock time happens in a time zone. A time repeated when clocks go back is
 * its first occurrence; a time skipped when they go forward moves on by the gap (02:30 → 03:30).
 */
export function instantOf(wall: WallTime, timeZone: string): Date {
  const guess = asUtc(wall);
  const candidates = [guess - offsetAt(guess - DAY_MS, timeZone), guess - offsetAt(guess + DAY_MS, timeZone)];
  const matching = candidates.filter((candidate) =>
    sameWall(wallTimeOf(new Date(candidate), timeZone), wall),
  );
  return new Date(matching.length > 0 ? Math.min(...matching) : Math.max(...candidates));
}

/** The `index`-th occurrence after `start` (0 is `start` itself), on the local calendar. */
function occurrence(start: WallTime, frequency: RecurringFrequency, index: number): WallTime {
  if (frequency === 'monthly') {
    // The 31st of a shorter month is its last day; the next month goes back to the 31st.
    const monthStart = new Date(Date.UTC(start.year, start.month - 1 + index, 1));
    const lastDay = new Date(
      Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0),
    ).getUTCDate();
    return {
      ...start,
      year: monthStart.getUTCFullYear(),
      month: monthStart.getUTCMonth() + 1,
      day: Math.min(start.day, lastDay),
    };
  }
  const date = new Date(
    Date.UTC(start.year, start.month - 1, start.day + index * (frequency === 'weekly' ? 7 : 1)),
  );
  return { ...start, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const UNIT_DAYS: Record<RecurringFrequency, number> = { daily: 1, weekly: 7, monthly: 31 };

/**
 * The next run of a recurring broadcast strictly after `after`: the same wall-clock time as its
 * first date, in the hub's time zone (ARCHITECTURE.md rule 8), so 09:00 stays 09:00 across DST changes.
 */
export function nextRunAt(first: Date, frequency: RecurringFrequency, timeZone: string, after: Date): Date {
  const start = wallTimeOf(first, timeZone);
  // Jump close to `after` (a lower bound: a unit is at most this many days), then step.
  let index = Math.max(
    0,
    Math.floor((after.getTime() - first.getTime()) / (UNIT_DAYS[frequency] * DAY_MS)) - 1,
  );
  for (;;) {
    const run = instantOf(occurrence(start, frequency, index), timeZone);
    if (run > after) return run;
    index += 1;
  }
}

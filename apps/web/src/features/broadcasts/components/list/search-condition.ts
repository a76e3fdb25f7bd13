import type { BroadcastListQuery, BroadcastTab, BroadcastType } from '@hubline/contract';
import { BROADCAST_TABS, type ROLLING_DAYS } from '@hubline/contract';

export type RollingDays = (typeof ROLLING_DAYS)[number];

/** messaging.md §3 search condition: dateRange (default all), rolling (7), type (all), account (none), and a name. */
export interface SearchCondition {
  dateRange: 'all' | 'rolling' | 'custom';
  rolling: RollingDays;
  /** Calendar days (YYYY-MM-DD) in the hub's time zone; either may be empty. */
  from: string;
  to: string;
  type: 'all' | BroadcastType;
  accountId: string | null;
  search: string;
}

export const DEFAULT_CONDITION: SearchCondition = {
  dateRange: 'all',
  rolling: 7,
  from: '',
  to: '',
  type: 'all',
  accountId: null,
  search: '',
};

/** The list's address segment as a tab; none means the first tab, anything else is not a tab. */
export function tabOf(segment: string | undefined): BroadcastTab | null {
  if (segment === undefined) return BROADCAST_TABS[0];
  return (BROADCAST_TABS as readonly string[]).includes(segment) ? (segment as BroadcastTab) : null;
}

/** Minutes the zone is ahead of UTC at `utcMs` (Intl knows the zone's daylight saving rules). */
function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - utcMs) / 60_000);
}

/** The instant a calendar day (YYYY-MM-DD) begins in `timeZone`, plus `days` whole days. */
export function zonedDayStart(day: string, timeZone: string, days = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, date + days);
  // Two passes: the offset at the guess can differ from the offset at the answer around a change.
  const first = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(first, timeZone) * 60_000);
}

/**
 * The list call's query for a condition: custom days become instants in the hub's time zone
 * (`to` includes its whole day), empty parts are left out so the server's defaults apply.
 */
export function toListQuery(
  condition: SearchCondition,
  place: { folderId: string | null; page: number; limit: 25 | 50 | 100 },
  timeZone: string,
): BroadcastListQuery {
  const query: BroadcastListQuery = {
    dateRange: condition.dateRange,
    type: condition.type,
    page: place.page,
    limit: place.limit,
  };
  if (place.folderId) query.folderId = place.folderId;
  if (condition.accountId) query.accountId = condition.accountId;
  const search = condition.search.trim();
  if (search) query.search = search;
  if (condition.dateRange === 'rolling') query.rolling = condition.rolling;
  if (condition.dateRange === 'custom') {
    if (condition.from) query.from = zonedDayStart(condition.from, timeZone).toISOString();
    if (condition.to)
      query.to = new Date(zonedDayStart(condition.to, timeZone, 1).getTime() - 1).toISOString();
  }
  return query;
}

/** The query as address parameters (all strings), for the API client. */
export function queryParams(query: BroadcastListQuery): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
}

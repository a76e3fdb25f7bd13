import type { BroadcastListQuery, BroadcastTab, BroadcastType } from '@hubline/contract';
import { BROADCAST_TABS, type ROLLING_DAYS } from '@hubline/contract';
import { zonedToUtc } from '../../rules/schedule-time';

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

/** The calendar day (YYYY-MM-DD) `days` after `day`. */
function dayAfter(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instant a calendar day begins in `timeZone` (ISO), or undefined for no day. */
function dayStart(day: string, timeZone: string): string | undefined {
  return (day && zonedToUtc(`${day}T00:00`, timeZone)) || undefined;
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
    const from = dayStart(condition.from, timeZone);
    const end = condition.to && dayStart(dayAfter(condition.to, 1), timeZone);
    if (from) query.from = from;
    if (end) query.to = new Date(Date.parse(end) - 1).toISOString();
  }
  return query;
}

/** The query as address parameters (all strings), for the API client. */
export function queryParams(query: BroadcastListQuery): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, value === undefined ? undefined : String(value)]),
  );
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITION, tabOf, toListQuery, zonedDayStart } from './search-condition';

const PLACE = { folderId: null, page: 0, limit: 25 } as const;

describe('zonedDayStart', () => {
  it.each([
    ['2026-11-21', 'Asia/Tokyo', 0, '2026-11-20T15:00:00.000Z'],
    ['2026-11-21', 'Asia/Taipei', 1, '2026-11-21T16:00:00.000Z'],
    ['2026-07-01', 'America/New_York', 0, '2026-07-01T04:00:00.000Z'],
    ['2026-01-15', 'America/New_York', 0, '2026-01-15T05:00:00.000Z'],
    ['2026-07-01', 'Europe/London', 0, '2026-06-30T23:00:00.000Z'],
    ['2026-01-15', 'Australia/Sydney', 0, '2026-01-14T13:00:00.000Z'],
    // The day New York moves its clocks forward still begins at its midnight (EST).
    ['2026-03-08', 'America/New_York', 0, '2026-03-08T05:00:00.000Z'],
    ['2026-03-08', 'America/New_York', 1, '2026-03-09T04:00:00.000Z'],
  ])('%s in %s plus %i days begins at %s', (day, zone, days, expected) => {
    expect(zonedDayStart(day, zone, days).toISOString()).toBe(expected);
  });
});

describe('toListQuery', () => {
  it('asks for everything by default, leaving out what the server defaults', () => {
    expect(toListQuery(DEFAULT_CONDITION, PLACE, 'Asia/Tokyo')).toEqual({
      dateRange: 'all',
      type: 'all',
      page: 0,
      limit: 25,
    });
  });

  it('sends the rolling days only for a rolling range', () => {
    const query = toListQuery(
      { ...DEFAULT_CONDITION, dateRange: 'rolling', rolling: 90 },
      PLACE,
      'Asia/Tokyo',
    );
    expect(query).toMatchObject({ dateRange: 'rolling', rolling: 90 });
    expect(toListQuery({ ...DEFAULT_CONDITION, rolling: 90 }, PLACE, 'Asia/Tokyo')).not.toHaveProperty(
      'rolling',
    );
  });

  it('turns custom days into the whole days of the hub time zone', () => {
    const query = toListQuery(
      { ...DEFAULT_CONDITION, dateRange: 'custom', from: '2026-11-01', to: '2026-11-30' },
      PLACE,
      'Asia/Tokyo',
    );
    expect(query.from).toBe('2026-10-31T15:00:00.000Z');
    expect(query.to).toBe('2026-11-30T14:59:59.999Z');
  });

  it('leaves an open end of a custom range open', () => {
    const query = toListQuery(
      { ...DEFAULT_CONDITION, dateRange: 'custom', to: '2026-11-30' },
      PLACE,
      'Asia/Tokyo',
    );
    expect(query).not.toHaveProperty('from');
    expect(query.to).toBeDefined();
  });

  it('passes the type, account, trimmed name, folder and page', () => {
    const query = toListQuery(
      { ...DEFAULT_CONDITION, type: 'recurring', accountId: 'acc1', search: '  sale ' },
      { folderId: 'f1', page: 2, limit: 100 },
      'Asia/Tokyo',
    );
    expect(query).toEqual({
      dateRange: 'all',
      type: 'recurring',
      accountId: 'acc1',
      search: 'sale',
      folderId: 'f1',
      page: 2,
      limit: 100,
    });
  });
});

describe('tabOf', () => {
  it.each([
    [undefined, 'draft'],
    ['failure', 'failure'],
    ['archived', 'archived'],
    ['sending', null],
    ['nonsense', null],
  ])('%s is the tab %s', (segment, tab) => {
    expect(tabOf(segment)).toBe(tab);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITION, tabOf, toListQuery } from './search-condition';

const PLACE = { folderId: null, page: 0, limit: 25 } as const;

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

  it.each([
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T03:59:59.999Z'],
    ['Europe/London', '2026-07-01', '2026-06-30T23:00:00.000Z', '2026-07-01T22:59:59.999Z'],
    ['Australia/Sydney', '2026-01-15', '2026-01-14T13:00:00.000Z', '2026-01-15T12:59:59.999Z'],
    ['Asia/Taipei', '2026-12-31', '2026-12-30T16:00:00.000Z', '2026-12-31T15:59:59.999Z'],
  ])('in %s the day %s runs from %s to %s, daylight saving included', (zone, day, from, to) => {
    const query = toListQuery({ ...DEFAULT_CONDITION, dateRange: 'custom', from: day, to: day }, PLACE, zone);
    expect([query.from, query.to]).toEqual([from, to]);
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

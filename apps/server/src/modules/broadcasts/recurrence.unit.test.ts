import type { RecurringFrequency } from '@hubline/contract';
import { describe, expect, it } from 'vitest';
import { instantOf, nextRunAt } from './recurrence.ts';

const at = (iso: string) => new Date(iso);

describe('nextRunAt keeps the wall-clock time in the hub time zone', () => {
  const cases: [string, string, RecurringFrequency, string, string, string][] = [
    // [what, zone, frequency, first run (UTC), after (UTC), expected (UTC)]
    [
      'New York daily across spring forward (EST → EDT)',
      'America/New_York',
      'daily',
      '2026-03-07T14:00:00Z', // 09:00 EST
      '2026-03-07T14:00:00Z',
      '2026-03-08T13:00:00Z', // 09:00 EDT
    ],
    [
      'New York daily across fall back (EDT → EST)',
      'America/New_York',
      'daily',
      '2026-10-31T13:00:00Z', // 09:00 EDT
      '2026-10-31T13:00:00Z',
      '2026-11-01T14:00:00Z', // 09:00 EST
    ],
    [
      'New York weekly months later',
      'America/New_York',
      'weekly',
      '2026-01-05T14:00:00Z', // Monday 09:00 EST
      '2026-07-01T00:00:00Z',
      '2026-07-06T13:00:00Z', // Monday 09:00 EDT
    ],
    [
      'London daily across BST start',
      'Europe/London',
      'daily',
      '2026-03-28T09:00:00Z', // 09:00 GMT
      '2026-03-28T09:00:00Z',
      '2026-03-29T08:00:00Z', // 09:00 BST
    ],
    [
      'London monthly on the 31st: the last day of a short month, then the 31st again',
      'Europe/London',
      'monthly',
      '2026-01-31T09:00:00Z',
      '2026-02-01T00:00:00Z',
      '2026-02-28T09:00:00Z',
    ],
    [
      'London monthly back on the 31st (in BST)',
      'Europe/London',
      'monthly',
      '2026-01-31T09:00:00Z',
      '2026-03-01T00:00:00Z',
      '2026-03-31T08:00:00Z',
    ],
    [
      'Sydney weekly across DST end (AEDT → AEST)',
      'Australia/Sydney',
      'weekly',
      '2026-03-30T22:00:00Z', // Tuesday 31 March 09:00 AEDT
      '2026-03-30T22:00:00Z',
      '2026-04-06T23:00:00Z', // Tuesday 7 April 09:00 AEST
    ],
    [
      'Sydney daily across DST start (AEST → AEDT)',
      'Australia/Sydney',
      'daily',
      '2026-10-02T23:00:00Z', // Saturday 3 October 09:00 AEST
      '2026-10-02T23:00:00Z',
      '2026-10-03T22:00:00Z', // Sunday 4 October 09:00 AEDT
    ],
    [
      'a time skipped by spring forward moves on by the gap',
      'America/New_York',
      'daily',
      '2026-03-07T07:30:00Z', // 02:30 EST
      '2026-03-07T07:30:00Z',
      '2026-03-08T07:30:00Z', // 03:30 EDT (02:30 does not exist that day)
    ],
    [
      'Tokyo has no DST',
      'Asia/Tokyo',
      'daily',
      '2026-03-07T00:00:00Z',
      '2026-03-09T12:00:00Z',
      '2026-03-10T00:00:00Z',
    ],
  ];
  it.each(cases)('%s', (_what, zone, frequency, first, after, expected) => {
    expect(nextRunAt(at(first), frequency, zone, at(after)).toISOString()).toBe(at(expected).toISOString());
  });

  it('a wall time repeated when clocks go back is its first occurrence', () => {
    const wall = { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 };
    expect(instantOf(wall, 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT
  });
});

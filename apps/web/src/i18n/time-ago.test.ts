import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('timeAgo', () => {
  it.each([
    { name: 'a moment ago is now', iso: before(20_000), expected: { value: 0, unit: 'second' } },
    { name: 'ahead of the clock is now', iso: before(-5_000), expected: { value: 0, unit: 'second' } },
    { name: 'one minute', iso: before(60_000), expected: { value: -1, unit: 'minute' } },
    { name: 'minutes round down', iso: before(119_000), expected: { value: -1, unit: 'minute' } },
    { name: 'hours', iso: before(3 * 3_600_000 + 59 * 60_000), expected: { value: -3, unit: 'hour' } },
    { name: 'days', iso: before(2 * 86_400_000), expected: { value: -2, unit: 'day' } },
    { name: 'weeks', iso: before(15 * 86_400_000), expected: { value: -2, unit: 'week' } },
    { name: 'months', iso: before(65 * 86_400_000), expected: { value: -2, unit: 'month' } },
    { name: 'years', iso: before(800 * 86_400_000), expected: { value: -2, unit: 'year' } },
  ])('$name', ({ iso, expected }) => {
    expect(timeAgo(iso, NOW)).toEqual(expected);
  });
});

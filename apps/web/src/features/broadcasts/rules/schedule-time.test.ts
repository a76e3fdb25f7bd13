import { describe, expect, it } from 'vitest';
import { dayRangeUtc, isTooSoon, utcToZoned, zonedToUtc } from './schedule-time';

describe('zonedToUtc and utcToZoned', () => {
  it.each([
    ['2026-11-24T09:00', 'Asia/Tokyo', '2026-11-24T00:00:00.000Z'],
    ['2026-11-24T09:00', 'Asia/Taipei', '2026-11-24T01:00:00.000Z'],
    ['2026-11-24T09:00', 'Europe/London', '2026-11-24T09:00:00.000Z'],
    ['2026-07-01T09:00', 'Europe/London', '2026-07-01T08:00:00.000Z'],
    ['2026-11-24T09:00', 'America/New_York', '2026-11-24T14:00:00.000Z'],
    ['2026-01-10T00:30', 'Australia/Sydney', '2026-01-09T13:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, utc) => {
    expect(zonedToUtc(local, zone)).toBe(utc);
    expect(utcToZoned(utc, zone)).toBe(local);
  });

  it('answers null for a malformed time', () => {
    expect(zonedToUtc('2026-11-24 09:00', 'Asia/Tokyo')).toBeNull();
    expect(zonedToUtc('', 'Asia/Tokyo')).toBeNull();
  });
});

describe('isTooSoon', () => {
  const now = new Date('2026-11-24T00:00:00.000Z');
  it.each([
    ['2026-11-23T23:00:00.000Z', true],
    ['2026-11-24T00:29:00.000Z', true],
    ['2026-11-24T00:30:00.000Z', true],
    ['2026-11-24T00:31:00.000Z', false],
    ['2026-11-25T00:00:00.000Z', false],
  ])('%s is too soon: %s (more than 30 minutes is needed)', (utc, expected) => {
    expect(isTooSoon(utc, now)).toBe(expected);
  });
});

describe('dayRangeUtc', () => {
  it.each([
    [
      '2026-11-01',
      '2026-11-30',
      'Asia/Tokyo',
      { from: '2026-10-31T15:00:00.000Z', to: '2026-11-30T15:00:00.000Z' },
    ],
    [
      '2026-12-31',
      '2026-12-31',
      'Europe/London',
      { from: '2026-12-31T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' },
    ],
    ['', '2026-11-30', 'Asia/Taipei', { from: undefined, to: '2026-11-30T16:00:00.000Z' }],
    ['2026-11-01', '', 'Asia/Taipei', { from: '2026-10-31T16:00:00.000Z', to: undefined }],
  ])('%s to %s in %s', (from, to, zone, expected) => {
    expect(dayRangeUtc(from, to, zone)).toEqual(expected);
  });
});

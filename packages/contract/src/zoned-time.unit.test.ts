import { describe, expect, it } from 'vitest';
import { gmtLabel, isoInZone, offsetMinutes } from './zoned-time.ts';

describe('wall-clock time in a hub zone', () => {
  it.each([
    ['2026-11-26T10:16:00.000Z', 'Asia/Tokyo', '2026-11-26T19:16:00+09:00', 'GMT+9'],
    ['2026-11-26T10:16:00.000Z', 'Asia/Taipei', '2026-11-26T18:16:00+08:00', 'GMT+8'],
    ['2026-11-26T20:30:45.999Z', 'Asia/Bangkok', '2026-11-27T03:30:45+07:00', 'GMT+7'],
    ['2026-11-26T10:16:00.000Z', 'Europe/London', '2026-11-26T10:16:00+00:00', 'GMT+0'],
    ['2026-07-01T10:16:00.000Z', 'Europe/London', '2026-07-01T11:16:00+01:00', 'GMT+1'],
    ['2026-11-26T03:00:00.000Z', 'America/New_York', '2026-11-25T22:00:00-05:00', 'GMT-5'],
    ['2026-07-01T03:00:00.000Z', 'America/Los_Angeles', '2026-06-30T20:00:00-07:00', 'GMT-7'],
    ['2026-01-15T00:00:00.000Z', 'Australia/Sydney', '2026-01-15T11:00:00+11:00', 'GMT+11'],
    ['2026-11-26T10:16:00.000Z', 'Asia/Kolkata', '2026-11-26T15:46:00+05:30', 'GMT+5:30'],
  ])('%s in %s is %s (%s)', (instant, zone, iso, label) => {
    expect(isoInZone(instant, zone)).toBe(iso);
    expect(gmtLabel(new Date(instant), zone)).toBe(label);
  });

  it('knows the offset on each side of a daylight-saving change', () => {
    // New York leaves summer time at 06:00 UTC on 1 November 2026.
    expect(offsetMinutes(new Date('2026-11-01T05:59:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(new Date('2026-11-01T06:00:00Z'), 'America/New_York')).toBe(-300);
  });
});

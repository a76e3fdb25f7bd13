import { describe, expect, it } from 'vitest';
import { zonedFormat } from './zoned-format';

// 10:16 UTC: 19:16 in Tokyo, 18:16 in Taipei, 05:16 in New York (winter).
const AT = '2026-11-26T10:16:00.000Z';

describe('zonedFormat', () => {
  it.each([
    { lang: 'en', zone: 'Asia/Tokyo', clock: /7:16\sPM/, label: 'GMT+9' },
    { lang: 'ja', zone: 'Asia/Tokyo', clock: /19:16/, label: 'GMT+9' },
    { lang: 'zh-TW', zone: 'Asia/Taipei', clock: /6:16/, label: 'GMT+8' },
    { lang: 'en', zone: 'America/New_York', clock: /5:16\sAM/, label: 'GMT-5' },
  ])('shows $zone time in $lang with the zone', ({ lang, zone, clock, label }) => {
    const format = zonedFormat(lang, zone);
    expect(format.dateTime(AT)).toMatch(clock);
    expect(format.dateTime(AT).endsWith(` (${label})`)).toBe(true);
    expect(format.zonedTime(AT)).toMatch(new RegExp(`${clock.source}.* \\(${label.replace('+', '\\+')}\\)$`));
    expect(format.time(AT)).toMatch(clock);
    expect(format.time(AT)).not.toContain('GMT');
    expect(format.zone(AT)).toBe(label);
  });

  it('takes the day from the hub clock, not the browser', () => {
    // 20:30 UTC on the 26th is already the 27th in Tokyo and still the 26th in Los Angeles.
    const late = '2026-11-26T20:30:00.000Z';
    expect(zonedFormat('en', 'Asia/Tokyo').dayKey(late)).toBe('2026-11-27');
    expect(zonedFormat('en', 'America/Los_Angeles').dayKey(late)).toBe('2026-11-26');
    expect(zonedFormat('en', 'Asia/Tokyo').date(late)).toBe('Nov 27, 2026');
    expect(zonedFormat('ja', 'Asia/Tokyo').day(late)).toContain('2026年11月27日');
  });

  it('names the zone as it stands on the day: summer time in London', () => {
    expect(zonedFormat('en', 'Europe/London').dateTime('2026-07-01T10:00:00Z')).toMatch(
      /11:00\sAM \(GMT\+1\)$/,
    );
  });
});

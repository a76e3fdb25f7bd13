import { gmtLabel } from '@hubline/contract';

const en = (timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Dates and times on one time zone's clock (the hub's) in the reader's language. A time never
 * stands alone: `dateTime` and `zonedTime` carry the zone ("Nov 26, 2026, 7:16 PM (GMT+9)"), and
 * a bare `time` is for places that show the zone nearby (a day heading) or in a title.
 */
export function zonedFormat(lang: string, timeZone: string) {
  const make = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(lang, { ...options, timeZone });
  const dateTime = make({ dateStyle: 'medium', timeStyle: 'short' });
  const date = make({ dateStyle: 'medium' });
  const time = make({ timeStyle: 'short' });
  const day = make({ dateStyle: 'full' });
  const monthDay = make({ month: 'short', day: 'numeric' });
  const monthDayTime = make({ month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  const dayKey = en(timeZone);
  const zone = (iso?: string) => gmtLabel(iso ? new Date(iso) : new Date(), timeZone);
  const withZone = (text: string, iso: string) => `${text} (${zone(iso)})`;
  return {
    timeZone,
    /** GMT+9: the zone at that instant (or now), the same in every language. */
    zone,
    dateTime: (iso: string) => withZone(dateTime.format(new Date(iso)), iso),
    zonedTime: (iso: string) => withZone(time.format(new Date(iso)), iso),
    time: (iso: string) => time.format(new Date(iso)),
    /** The calendar day on this clock; a day carries no zone. */
    date: (iso: string) => date.format(new Date(iso)),
    day: (iso: string) => day.format(new Date(iso)),
    monthDay: (iso: string) => monthDay.format(new Date(iso)),
    /** "11/26, 7:16 PM (GMT+9)": a time within the last days, with its zone. */
    shortDateTime: (iso: string) => withZone(monthDayTime.format(new Date(iso)), iso),
    /** YYYY-MM-DD on this clock, to tell days apart ("today", a new day in a history). */
    dayKey: (iso: string) => dayKey.format(new Date(iso)),
  };
}

export type ZonedFormat = ReturnType<typeof zonedFormat>;

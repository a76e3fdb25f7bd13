// Wall-clock time in a hub's time zone (ARCHITECTURE.md rule 8: UTC stored, shown on the hub's clock).

const MINUTE = 60_000;

/** A moment as a clock on the wall of a zone shows it; month 1 is January. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time of an instant in a time zone. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in minutes (Tokyo: +540, New York in winter: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An offset as ISO-8601 writes it: +09:00, -05:00, +00:00. */
function isoOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * An instant as ISO-8601 local time with its offset in a zone, to the second:
 * 2026-11-26T10:16:00Z in Asia/Tokyo is 2026-11-26T19:16:00+09:00 (what CSV exports write).
 */
export function isoInZone(instant: Date | string, timeZone: string): string {
  const at = new Date(instant);
  const offset = offsetMinutes(at, timeZone);
  const local = new Date(Math.floor(at.getTime() / 1000) * 1000 + offset * MINUTE).toISOString();
  return `${local.slice(0, 19)}${isoOffset(offset)}`;
}

/** The zone at an instant as people read it, the same in every language: GMT+9, GMT-5, GMT+5:30, GMT+0. */
export function gmtLabel(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const abs = Math.abs(offset);
  const minutes = abs % 60 ? `:${pad(abs % 60)}` : '';
  return `GMT${offset < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes}`;
}

// Wall-clock time in a hub's time zone (ARCHITECTURE.md rule 8: UTC stored, shown on the hub's clock).

const MINUTE = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in minutes (Tokyo: +540, New York in winter: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
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

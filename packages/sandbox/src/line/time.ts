/** LINE counts days and months in Japan time (UTC+9), e.g. `date=yyyyMMdd` of delivery statistics. */
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

export function jstDay(epochMs: number): string {
  const d = new Date(epochMs + JST_OFFSET_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

export const jstMonth = (epochMs: number): string => jstDay(epochMs).slice(0, 6);

export const isYyyyMmDd = (value: string): boolean => {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
  return date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
};

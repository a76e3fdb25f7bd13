import { DESCRIPTION_CARD_LENGTH, PLANS, type Plan } from '@hubline/contract';

/**
 * The account card's description: at most DESCRIPTION_CARD_LENGTH characters (code points, so
 * CJK and emoji count as one), with an ellipsis when cut.
 */
export function cardDescription(text: string, max = DESCRIPTION_CARD_LENGTH): { text: string; cut: boolean } {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return { text: chars.join(''), cut: false };
  return { text: `${chars.slice(0, max).join('').trimEnd()}…`, cut: true };
}

/** The friend-add link of a bot: its basic id ("@abc1234") with the @ URL-encoded. */
export function friendAddUrl(basicId: string): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(basicId)}`;
}

/** The first character of a name, for an avatar without a picture. */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value);
}

export interface HourBucket {
  /** ISO time of the hour's start (UTC). */
  hour: string;
  count: number;
}

/**
 * The last 24 hours ending with the current one, oldest first. The server lists only hours that
 * had events, keyed "YYYY-MM-DDTHH:00:00Z"; the others are zero.
 */
export function last24Hours(points: readonly HourBucket[], now: Date): HourBucket[] {
  const counts = new Map(points.map((point) => [new Date(point.hour).getTime(), point.count]));
  const current = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), now.getUTCHours());
  return Array.from({ length: 24 }, (_, index) => {
    const start = current - (23 - index) * 3_600_000;
    return { hour: new Date(start).toISOString(), count: counts.get(start) ?? 0 };
  });
}

/** The same user ids, in any order. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

import type { ChatEntry } from '../state/types.ts';

/**
 * How users interacted with what the bot sent, as LINE's insight statistics report it: "Get user
 * interaction statistics" (a broadcast or narrowcast by request ID) and "Get statistics per unit"
 * (pushes and multicasts sent with a `customAggregationUnits` name).
 * https://developers.line.biz/en/reference/messaging-api/#get-message-event
 * https://developers.line.biz/en/reference/messaging-api/#get-statistics-per-unit
 * Privacy: a figure below 20, or one whose users number below 20, is null. Video and audio plays
 * are not simulated, so their figures are always null.
 */
export const PRIVACY_THRESHOLD = 20;

/** Pure: the figure, or null when LINE hides it (it, or the users behind it, below 20). */
export const shown = (value: number, users = value): number | null =>
  value < PRIVACY_THRESHOLD || users < PRIVACY_THRESHOLD ? null : value;

const NO_MEDIA = {
  mediaPlayed: null,
  mediaPlayed25Percent: null,
  mediaPlayed50Percent: null,
  mediaPlayed75Percent: null,
  mediaPlayed100Percent: null,
  uniqueMediaPlayed: null,
  uniqueMediaPlayed25Percent: null,
  uniqueMediaPlayed50Percent: null,
  uniqueMediaPlayed75Percent: null,
  uniqueMediaPlayed100Percent: null,
};

/** Pure: each entry with its bubble number (1-based position within the request that sent it). */
export function numbered(entries: ChatEntry[]): Array<{ entry: ChatEntry; seq: number }> {
  const positions = new Map<string, number>();
  return entries.map((entry) => {
    const key = `${entry.requestId}|${entry.chatId}`;
    const seq = (positions.get(key) ?? 0) + 1;
    positions.set(key, seq);
    return { entry, seq };
  });
}

/** Pure: overview, per-bubble and per-URL figures of the messages sent (entries from the bot). */
export function interactions(entries: ChatEntry[]) {
  const bubbles = numbered(entries);
  const users = (list: Array<{ entry: ChatEntry }>) => new Set(list.map((b) => b.entry.chatId)).size;
  const opened = bubbles.filter((b) => b.entry.openedAt !== undefined);
  const clicks = bubbles.flatMap((b) => (b.entry.clicks ?? []).map((c) => ({ ...b, url: c.url })));
  const seqs = [...new Set(bubbles.map((b) => b.seq))].sort((a, b) => a - b);
  const urlKeys = [...new Set(clicks.map((c) => `${c.seq}\n${c.url}`))];
  return {
    overview: {
      uniqueImpression: shown(users(opened)),
      uniqueClick: shown(users(clicks)),
      uniqueMediaPlayed: null,
      uniqueMediaPlayed100Percent: null,
    },
    messages: seqs.map((seq) => {
      const seen = opened.filter((b) => b.seq === seq);
      return {
        seq,
        impression: shown(seen.length, users(seen)),
        uniqueImpression: shown(users(seen)),
        ...NO_MEDIA,
      };
    }),
    clicks: urlKeys.map((key) => {
      const [seq = '1', url = ''] = key.split('\n');
      const here = clicks.filter((c) => c.seq === Number(seq) && c.url === url);
      const anywhere = clicks.filter((c) => c.url === url);
      return {
        seq: Number(seq),
        url,
        click: shown(here.length, users(here)),
        uniqueClick: shown(users(here)),
        uniqueClickOfRequest: shown(users(anywhere)),
      };
    }),
  };
}

/** Fields whose URLs a user can open: a text's links, URI actions (`uri`, image map `linkUri`, `altUri.desktop`). */
const OPENABLE = new Set(['text', 'uri', 'linkUri', 'desktop']);

/** Pure: every http(s) URL of a message that a user can open. */
export function urlsOf(value: unknown, key = 'text'): string[] {
  if (typeof value === 'string')
    return OPENABLE.has(key) ? [...value.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]) : [];
  if (Array.isArray(value)) return value.flatMap((item) => urlsOf(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => urlsOf(item, name));
  return [];
}

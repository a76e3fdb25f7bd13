import { hubPath } from '../../lib/paths';

/** core.md §2: /{hubId}/line/inbox[/{seq}[/{vid}]]. */
export function inboxPath(hubId: string, seq?: number, vid?: string): string {
  let segment = 'line/inbox';
  if (seq !== undefined) segment += `/${seq}`;
  if (seq !== undefined && vid) segment += `/${encodeURIComponent(vid)}`;
  return hubPath(hubId, segment);
}

/** A conversation opened at a message a search found, the search's words kept to highlight. */
export function searchHitPath(hubId: string, seq: number, vid: string, at: string, words: string): string {
  return `${inboxPath(hubId, seq, vid)}?${new URLSearchParams({ at, q: words })}`;
}

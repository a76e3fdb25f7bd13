import { hubPath } from '../../lib/paths';

/** core.md §2: /{hubId}/line/inbox[/{seq}[/{vid}]]. */
export function inboxPath(hubId: string, seq?: number, vid?: string): string {
  let segment = 'line/inbox';
  if (seq !== undefined) segment += `/${seq}`;
  if (seq !== undefined && vid) segment += `/${encodeURIComponent(vid)}`;
  return hubPath(hubId, segment);
}

import type { Db } from '../../../core/db/client.ts';
import type { LineMessage } from '../../../core/line/line-types.ts';
import { saveLinks } from './broadcast-links.repository.ts';
import { rewriteLinks, type TrackedLink } from './rewrite-links.ts';

/** A run's click tracking: where its short links point to, or null when the broadcast is non-tracking. */
export interface LinkTracking {
  hubId: string;
  runId: string;
  publicUrl: string;
}

/** A run's tracking: none for a non-tracking broadcast. */
export function linkTrackingOf(
  run: { id: string; hubId: string },
  broadcast: { nonTracking: boolean },
  publicUrl: string,
): LinkTracking | null {
  return broadcast.nonTracking ? null : { hubId: run.hubId, runId: run.id, publicUrl };
}

/**
 * The messages as they go to LINE: with the run's short links in place of their URLs (saved
 * first, so a link works as soon as it is delivered), or as written when tracking is off.
 * `perRecipient` holds each recipient's own messages for a personalised send, saved at once.
 */
export async function trackedMessages(
  db: Db,
  tracking: LinkTracking | null,
  perRecipient: Array<{ lineUserId: string; messages: LineMessage[] }>,
): Promise<LineMessage[][]> {
  if (!tracking) return perRecipient.map((r) => r.messages);
  const links: TrackedLink[] = [];
  const rewritten = perRecipient.map(({ lineUserId, messages }) => {
    const result = rewriteLinks(messages, { ...tracking, lineUserId });
    links.push(...result.links);
    return result.messages;
  });
  await saveLinks(db, tracking.hubId, tracking.runId, links);
  return rewritten;
}

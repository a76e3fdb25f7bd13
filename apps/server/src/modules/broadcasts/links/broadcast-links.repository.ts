import { inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../core/db/client.ts';
import { broadcastRuns } from '../delivery/delivery.schema.ts';
import { broadcastLinks } from './broadcast-links.schema.ts';
import type { TrackedLink } from './rewrite-links.ts';

/** Records a run's short links before the messages carrying them go out; a retry finds them there. */
export async function saveLinks(db: Db, hubId: string, runId: string, links: TrackedLink[]): Promise<void> {
  if (links.length === 0) return;
  await db
    .insert(broadcastLinks)
    .values(links.map((link) => ({ ...link, hubId, runId })))
    .onConflictDoNothing();
}

/** Counts a click on a short link and answers where it goes and whose it is; undefined for a code we never issued. */
export async function recordClick(db: Db, code: string): Promise<{ url: string; hubId: string } | undefined> {
  const [link] = await db
    .update(broadcastLinks)
    .set({
      clicks: sql`${broadcastLinks.clicks} + 1`,
      firstClickedAt: sql`coalesce(${broadcastLinks.firstClickedAt}, now())`,
      lastClickedAt: sql`now()`,
    })
    .where(sql`${broadcastLinks.code} = ${code}`)
    .returning({ url: broadcastLinks.url, hubId: broadcastLinks.hubId });
  return link;
}

/**
 * Clicks through our links of each broadcast (over its runs), for those that have links: the
 * recipients who clicked where links are per recipient (push), every click where a run's
 * recipients share a link (multicast: who clicked is unknown).
 */
export async function linkClicks(db: Db, broadcastIds: string[]): Promise<Map<string, number>> {
  if (broadcastIds.length === 0) return new Map();
  const rows = await db
    .select({
      broadcastId: broadcastRuns.broadcastId,
      clicked: sql<number>`(coalesce(sum(${broadcastLinks.clicks}) filter (where ${broadcastLinks.lineUserId} = ''), 0)
        + count(distinct ${broadcastLinks.lineUserId}) filter (where ${broadcastLinks.lineUserId} <> '' and ${broadcastLinks.clicks} > 0))::int`,
    })
    .from(broadcastLinks)
    .innerJoin(broadcastRuns, sql`${broadcastRuns.id} = ${broadcastLinks.runId}`)
    .where(inArray(broadcastRuns.broadcastId, broadcastIds))
    .groupBy(broadcastRuns.broadcastId);
  return new Map(rows.map((row) => [row.broadcastId, row.clicked]));
}

/** A recipient's first click on their own short links of a run (personalised sends only), as a column. */
export const firstClickOf = (runId: AnyPgColumn, lineUserId: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select min(${broadcastLinks.firstClickedAt}) from ${broadcastLinks}
    where ${broadcastLinks.runId} = ${runId} and ${broadcastLinks.lineUserId} = ${lineUserId})`;

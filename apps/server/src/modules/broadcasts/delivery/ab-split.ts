import { MULTICAST_BATCH } from '@hubline/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import type { LineAccountRow } from '../../line-accounts/index.ts';
import type { BroadcastRow } from '../broadcasts.schema.ts';
import { broadcastRecipients, broadcastRuns } from './delivery.schema.ts';
import { resolveRecipients } from './resolve-recipients.ts';

/** The other run of an A/B pair: version B's, started with version A's (the pair's lead). */
export async function partnerRun(db: Db, pairRunId: string) {
  const [partner] = await db
    .select({ id: broadcastRuns.id })
    .from(broadcastRuns)
    .where(and(eq(broadcastRuns.pairRunId, pairRunId), ne(broadcastRuns.id, pairRunId)));
  return partner?.id;
}

/** How many recipients a run has. */
export const countRecipients = async (db: Db, runId: string) =>
  (await db.select({ n: count() }).from(broadcastRecipients).where(eq(broadcastRecipients.runId, runId)))[0]
    ?.n ?? 0;

/** Numbers a run's recipients into batches again, in the order resolution numbers them. */
async function renumber(db: Db, runId: string) {
  await db.execute(sql`update broadcast_recipients r set batch_number = n.batch
    from (select line_user_id, (row_number() over (order by line_user_id) - 1) / ${MULTICAST_BATCH} as batch
      from broadcast_recipients where run_id = ${runId}) n
    where r.run_id = ${runId} and r.line_user_id = n.line_user_id`);
}

/**
 * Resolves an A/B pair's one audience into the lead run (version A's) and moves the share of
 * version B to B's run: recipients are ranked by a hash of the pair and their LINE user id, so
 * the split is deterministic and does not follow the order of ids, and the first
 * `splitPercent`% (rounded) stay with A. Each recipient row is in exactly one of the two runs,
 * so nobody gets both versions.
 *
 * It runs once: the lead run's row is locked, and an audience already split (B's run has
 * recipients) is not resolved again — resolving again would put B's recipients back into A's run.
 * Answers the pair's recipients (what the quota must cover) and the lead's.
 */
export async function resolvePair(
  db: Db,
  runId: string,
  partnerId: string,
  broadcast: Pick<BroadcastRow, 'hubId' | 'targetLists' | 'excludeLists' | 'abPairId' | 'abSplitPercent'>,
  account: Pick<LineAccountRow, 'id' | 'seq' | 'sendFrequencyHours'>,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from broadcast_runs where id = ${runId} for update`);
    if ((await countRecipients(tx, partnerId)) === 0) {
      await resolveRecipients(tx, runId, broadcast, account);
      await tx.execute(sql`update broadcast_recipients r set run_id = ${partnerId}
        from (select line_user_id, row_number() over (order by md5(${broadcast.abPairId} || line_user_id)) as rank,
            count(*) over () as total
          from broadcast_recipients where run_id = ${runId}) ranked
        where r.run_id = ${runId} and r.line_user_id = ranked.line_user_id and ranked.rank > round(ranked.total * ${broadcast.abSplitPercent ?? 50} / 100.0)`);
      await renumber(tx, runId);
      await renumber(tx, partnerId);
    }
    const lead = await countRecipients(tx, runId);
    return { total: lead + (await countRecipients(tx, partnerId)), lead };
  });
}

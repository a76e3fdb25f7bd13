import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import { broadcasts } from '../broadcasts.schema.ts';
import { broadcastRuns } from './delivery.schema.ts';
import { BROADCAST_RUN } from './delivery-jobs.ts';

/** The broadcast and, when it is a version of an A/B test, its other version. */
const itAndItsPair = (broadcastId: string) =>
  or(
    eq(broadcasts.id, broadcastId),
    sql`${broadcasts.abPairId} = (select b.ab_pair_id from broadcasts b where b.id = ${broadcastId})`,
  );

/**
 * Moves a broadcast from scheduled or draft to sending and enqueues its run. The conditional
 * UPDATE makes a double click or two schedulers start it once: only the one whose update matched
 * creates the run. A run whose job was lost (the process died between commit and enqueue) is
 * picked up again by the scheduler's sweep.
 *
 * The two versions of an A/B test go together, whichever of them is started: both move to
 * sending in the same update, or neither does (a version already sent or sending is not sent
 * again), and their runs share version A's run id so that one job splits the one audience.
 */
export async function startBroadcast(
  deps: Pick<Deps, 'db' | 'queue'>,
  hubId: string,
  broadcastId: string,
): Promise<{ started: boolean }> {
  const runId = await deps.db
    .transaction(async (tx) => {
      const started = await tx
        .update(broadcasts)
        .set({
          status: 'sending',
          failureReason: null,
          failureDetail: null,
          sendingStartedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            itAndItsPair(broadcastId),
            eq(broadcasts.hubId, hubId),
            inArray(broadcasts.status, ['scheduled', 'draft']),
          ),
        )
        .returning({
          id: broadcasts.id,
          lineAccountId: broadcasts.lineAccountId,
          abPairId: broadcasts.abPairId,
          abVariant: broadcasts.abVariant,
        });
      const [first] = started;
      if (!first) return undefined;
      if (!first.abPairId) {
        const [run] = await tx
          .insert(broadcastRuns)
          .values({ hubId, broadcastId, lineAccountId: first.lineAccountId })
          .returning({ id: broadcastRuns.id });
        return run?.id;
      }
      // Half a pair cannot go alone: the other version has already gone, or is no longer there.
      if (started.length !== 2) {
        tx.rollback();
        return undefined;
      }
      const pairRunId = randomUUID();
      await tx.insert(broadcastRuns).values(
        started.map((version) => ({
          ...(version.abVariant === 'A' ? { id: pairRunId } : {}),
          hubId,
          broadcastId: version.id,
          lineAccountId: version.lineAccountId,
          pairRunId,
        })),
      );
      return pairRunId;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return undefined;
      throw error;
    });
  if (!runId) return { started: false };
  await deps.queue.send(BROADCAST_RUN, { runId });
  return { started: true };
}

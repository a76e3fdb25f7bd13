import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import { broadcasts } from '../broadcasts.schema.ts';
import { broadcastRuns } from './delivery.schema.ts';
import { BROADCAST_RUN } from './delivery-jobs.ts';

/**
 * Moves a broadcast from scheduled or draft to sending and enqueues its run. The conditional
 * UPDATE makes a double click or two schedulers start it once: only the one whose update matched
 * creates the run. A run whose job was lost (the process died between commit and enqueue) is
 * picked up again by the scheduler's sweep.
 */
export async function startBroadcast(
  deps: Pick<Deps, 'db' | 'queue'>,
  hubId: string,
  broadcastId: string,
): Promise<{ started: boolean }> {
  const runId = await deps.db.transaction(async (tx) => {
    const [started] = await tx
      .update(broadcasts)
      .set({ status: 'sending', failureReason: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(broadcasts.id, broadcastId),
          eq(broadcasts.hubId, hubId),
          inArray(broadcasts.status, ['scheduled', 'draft']),
        ),
      )
      .returning({ lineAccountId: broadcasts.lineAccountId });
    if (!started) return undefined;
    const [run] = await tx
      .insert(broadcastRuns)
      .values({ hubId, broadcastId, lineAccountId: started.lineAccountId })
      .returning({ id: broadcastRuns.id });
    return run?.id;
  });
  if (!runId) return { started: false };
  await deps.queue.send(BROADCAST_RUN, { runId });
  return { started: true };
}

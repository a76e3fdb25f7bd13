import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { broadcastRuns } from './delivery.schema.ts';
import { markRunSent } from './runs.repository.ts';

/** The request id LINE gave the run's narrowcast, kept once: a retry's 409 names the same one. */
export async function recordNarrowcastRequest(db: Db, runId: string, requestId: string) {
  await db
    .update(broadcastRuns)
    .set({ narrowcastRequestId: requestId })
    .where(and(eq(broadcastRuns.id, runId), isNull(broadcastRuns.narrowcastRequestId)));
}

/**
 * Ends a narrowcast run that LINE finished sending, with LINE's counts: LINE does not say who
 * received it, so the run has no recipient rows, only targetCount, successCount and failureCount.
 */
export async function finishNarrowcast(
  db: Db,
  runId: string,
  counts: { targetCount?: number; successCount?: number; failureCount?: number },
) {
  await markRunSent(db, runId, {
    totalRecipients: counts.targetCount ?? counts.successCount ?? 0,
    sentCount: counts.successCount ?? 0,
    failedCount: counts.failureCount ?? 0,
  });
}

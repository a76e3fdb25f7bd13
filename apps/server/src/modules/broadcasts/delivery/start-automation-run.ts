import { and, count, eq } from 'drizzle-orm';
import { getAccount } from '../../line-accounts/line-accounts.repository.ts';
import type { BroadcastRow } from '../broadcasts.schema.ts';
import { broadcastRecipients, broadcastRuns } from './delivery.schema.ts';
import { BROADCAST_RUN } from './delivery-jobs.ts';
import { resolveRecipients } from './resolve-recipients.ts';
import type { DeliveryDeps } from './run-context.ts';

/**
 * Starts a run of a published automation broadcast for exactly `contactIds`, once per event:
 * the run's (broadcast, trigger key) is unique, so the same enrolment or execute event twice finds
 * the run it started instead of sending again. The recipients are resolved here, so the caller
 * can say how many it reaches; the run job then checks the quota and sends like any other run
 * (retry keys, leases, blocked/spam/frequency rules).
 */
export async function startAutomationRun(
  deps: Pick<DeliveryDeps, 'db' | 'queue'>,
  broadcast: BroadcastRow,
  contactIds: string[],
  triggerKey: string,
): Promise<{ started: boolean; recipients: number }> {
  // One transaction: a second request for the same event waits on the run's unique key until
  // this one has committed its recipients, then reads them instead of answering 0.
  const started = await deps.db.transaction(async (tx) => {
    const [run] = await tx
      .insert(broadcastRuns)
      .values({
        hubId: broadcast.hubId,
        broadcastId: broadcast.id,
        lineAccountId: broadcast.lineAccountId,
        contactIds,
        triggerKey,
      })
      .onConflictDoNothing({ target: [broadcastRuns.broadcastId, broadcastRuns.triggerKey] })
      .returning({ id: broadcastRuns.id });
    if (!run) return undefined;
    const account = await getAccount(tx, broadcast.hubId, broadcast.lineAccountId);
    const recipients = account
      ? await resolveRecipients(tx, run.id, { ...broadcast, contactIds }, account)
      : 0;
    return { runId: run.id, recipients };
  });
  if (!started)
    return { started: false, recipients: await recipientsOfEvent(deps, broadcast.id, triggerKey) };
  await deps.queue.send(BROADCAST_RUN, { runId: started.runId });
  return { started: true, recipients: started.recipients };
}

async function recipientsOfEvent(deps: Pick<DeliveryDeps, 'db'>, broadcastId: string, triggerKey: string) {
  const [counted] = await deps.db
    .select({ n: count() })
    .from(broadcastRecipients)
    .innerJoin(broadcastRuns, eq(broadcastRuns.id, broadcastRecipients.runId))
    .where(and(eq(broadcastRuns.broadcastId, broadcastId), eq(broadcastRuns.triggerKey, triggerKey)));
  return counted?.n ?? 0;
}

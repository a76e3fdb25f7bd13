import { and, count, eq, inArray } from 'drizzle-orm';
import { getAccount } from '../../line-accounts/line-accounts.repository.ts';
import type { BroadcastRow } from '../broadcasts.schema.ts';
import { automationShares, type Share } from './automation-shares.ts';
import { broadcastRecipients, broadcastRuns } from './delivery.schema.ts';
import { BROADCAST_RUN } from './delivery-jobs.ts';
import { resolveRecipients } from './resolve-recipients.ts';
import type { DeliveryDeps } from './run-context.ts';

type StartDeps = Pick<DeliveryDeps, 'db' | 'queue'>;

/**
 * Starts the runs of published automation broadcasts for an event that enrolled `contactIds`, one
 * run a broadcast; an A/B pair's versions each get their share of the contacts (automation-shares.ts),
 * so each contact receives one version. Once per event: a run's (broadcast, trigger key) is unique,
 * so the same enrolment or execute event twice finds the runs it started instead of sending again.
 * The recipients are resolved here, so the caller can say how many the event reaches; each run job
 * then checks the quota and sends like any other run (retry keys, leases, blocked/spam/frequency rules).
 */
export async function startAutomationRuns(
  deps: StartDeps,
  rows: BroadcastRow[],
  contactIds: string[],
  triggerKey: string,
): Promise<{ recipients: number }> {
  const shares = await automationShares(deps.db, rows, contactIds);
  for (const share of shares) await startShare(deps, share, triggerKey);
  const ids = shares.map((share) => share.broadcast.id);
  return { recipients: await recipientsOfEvent(deps, ids, triggerKey) };
}

async function startShare(deps: StartDeps, { broadcast, contactIds }: Share, triggerKey: string) {
  // One transaction: a second request for the same event waits on the run's unique key until
  // this one has committed its recipients, so its count afterwards includes them.
  const runId = await deps.db.transaction(async (tx) => {
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
    if (account) await resolveRecipients(tx, run.id, { ...broadcast, contactIds }, account);
    return run.id;
  });
  if (runId) await deps.queue.send(BROADCAST_RUN, { runId });
}

async function recipientsOfEvent(deps: Pick<DeliveryDeps, 'db'>, broadcastIds: string[], triggerKey: string) {
  if (broadcastIds.length === 0) return 0;
  const [counted] = await deps.db
    .select({ n: count() })
    .from(broadcastRecipients)
    .innerJoin(broadcastRuns, eq(broadcastRuns.id, broadcastRecipients.runId))
    .where(and(inArray(broadcastRuns.broadcastId, broadcastIds), eq(broadcastRuns.triggerKey, triggerKey)));
  return counted?.n ?? 0;
}

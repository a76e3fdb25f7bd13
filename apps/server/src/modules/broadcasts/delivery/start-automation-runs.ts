import { and, count, eq, inArray } from 'drizzle-orm';
import { getAccount } from '../../line-accounts/index.ts';
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
  const byPair = new Map<string, Share[]>();
  for (const share of shares) {
    const key = share.broadcast.abPairId ?? share.broadcast.id;
    byPair.set(key, [...(byPair.get(key) ?? []), share]);
  }
  for (const group of byPair.values()) await startGroup(deps, group, triggerKey);
  const ids = shares.map((share) => share.broadcast.id);
  return { recipients: await recipientsOfEvent(deps, ids, triggerKey) };
}

/**
 * The runs of one broadcast's share, or of both versions of a pair, in one transaction: a second
 * request for the same event waits on the runs' unique key until this one has committed their
 * recipients, so its count afterwards includes them. A pair whose two versions both reach someone
 * is led by version A's run (pairRunId, as a list pair's): its job checks the quota against the
 * pair's recipients and starts both or fails both, never one version alone.
 */
async function startGroup(deps: StartDeps, shares: Share[], triggerKey: string) {
  const runIds = await deps.db.transaction(async (tx) => {
    const started: { id: string; variant: string | null; recipients: number }[] = [];
    for (const { broadcast, contactIds } of shares) {
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
      if (!run) continue;
      const account = await getAccount(tx, broadcast.hubId, broadcast.lineAccountId);
      const recipients = account
        ? await resolveRecipients(tx, run.id, { ...broadcast, contactIds }, account)
        : 0;
      started.push({ id: run.id, variant: broadcast.abVariant, recipients });
    }
    const lead = started.find((run) => run.variant === 'A');
    if (started.length === 2 && lead && started.every((run) => run.recipients > 0))
      await tx
        .update(broadcastRuns)
        .set({ pairRunId: lead.id })
        .where(
          inArray(
            broadcastRuns.id,
            started.map((run) => run.id),
          ),
        );
    return started.map((run) => run.id);
  });
  for (const runId of runIds) await deps.queue.send(BROADCAST_RUN, { runId });
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

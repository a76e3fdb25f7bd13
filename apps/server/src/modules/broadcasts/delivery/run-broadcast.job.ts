import type { JobDefinition } from '../../../core/queue/queue.ts';
import { BROADCAST_RUN, BROADCAST_SEND, type RunJob } from './delivery-jobs.ts';
import { retrying } from './line-call.ts';
import { isPersonalised } from './line-messages.ts';
import { remainingQuota } from './quota.ts';
import { resolveRecipients } from './resolve-recipients.ts';
import { type DeliveryDeps, loadRun } from './run-context.ts';
import { createBatches, failRun, finishRunIfDone, markSending } from './runs.repository.ts';

/** Send jobs per run: each drains batches; more let a run use several worker processes. */
export const SENDERS_PER_RUN = 4;

/**
 * A run's first step: resolves its recipients (once, in SQL), checks that the account's remaining
 * quota covers them — a run that cannot be sent whole fails with sendLimit rather than sending
 * part — cuts the batches and hands them to the send jobs. Repeating it is harmless: resolution
 * inserts each recipient once, and only a run still resolving moves on.
 */
export function runBroadcastJob(deps: DeliveryDeps): JobDefinition<RunJob> {
  return {
    ...BROADCAST_RUN,
    async handle({ runId }) {
      const loaded = await loadRun(deps, runId);
      if (!loaded) return;
      const { run, broadcast, account, api } = loaded;
      if (run.status === 'resolving') {
        const target = { ...broadcast, contactIds: run.contactIds };
        const total = await resolveRecipients(deps.db, runId, target, account);
        const quota = await retrying(() => remainingQuota(api), {
          timeoutMs: deps.config.broadcasts.requestTimeoutMs,
        });
        if (!quota.ok) {
          await failRun(deps.db, runId, quota.reason);
          return;
        }
        if (quota.value !== null && quota.value < total) {
          await failRun(deps.db, runId, 'broadcast.failure.sendLimit');
          return;
        }
        const batches = await createBatches(deps.db, runId);
        await markSending(
          deps.db,
          runId,
          isPersonalised(broadcast.messages) ? 'push' : 'multicast',
          total,
          batches,
        );
      }
      const current = await loadRun(deps, runId);
      if (current?.run.status !== 'sending') return;
      // A run with nobody to send to is done at once.
      if (await finishRunIfDone(deps.db, runId)) return;
      for (let i = 0; i < Math.min(SENDERS_PER_RUN, current.run.batchCount); i++)
        await deps.queue.send(BROADCAST_SEND, { runId });
    },
  };
}

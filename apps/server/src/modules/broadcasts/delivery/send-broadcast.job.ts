import { setTimeout as sleep } from 'node:timers/promises';
import type { JobDefinition } from '../../../core/queue/queue.ts';
import { lineMessageBuilder } from '../../messages/index.ts';
import { lineSenderOf } from '../broadcast-sender.ts';
import { aggregationUnitOf } from '../insight/aggregation-unit.ts';
import { linkTrackingOf } from '../links/tracked-messages.ts';
import { BROADCAST_SEND, type RunJob } from './delivery-jobs.ts';
import { rateAllowanceOf } from './rate-limit.ts';
import { SENDERS_PER_RUN } from './run-broadcast.job.ts';
import { type DeliveryDeps, loadRun } from './run-context.ts';
import { claimBatch, completeBatch, failRun, finishRunIfDone, runStatus } from './runs.repository.ts';
import { multicastMessages, type SendContext, sendBatch } from './send-batch.ts';

/** How often a job that has sent every batch so far looks for more, while its run is resolving. */
const RESOLVING_POLL_MS = 20;

/** Batches one job sends at once (multicast requests in flight, or push chunks). */
const LANES = 4;

/**
 * Drains a run's batches: claims one with a lease, sends it, records it, and takes the next,
 * until none is left; then the run ends, sent or failed (never silently). A batch whose worker
 * died is taken again once its lease runs out and resent with the same retry key.
 */
export function sendBroadcastJob(deps: DeliveryDeps): JobDefinition<RunJob> {
  return {
    ...BROADCAST_SEND,
    // A run's send jobs drain it side by side in one process too (each job LANES batches at once).
    concurrency: SENDERS_PER_RUN,
    async handle({ runId }) {
      const { requestTimeoutMs, leaseSeconds, rateLimits } = deps.config.broadcasts;
      const loaded = await loadRun(deps, runId);
      // A narrowcast has no batches: LINE sends it, and the progress job ends its run. A run still
      // resolving is sent once its mode is set (its first batches are written).
      const open = loaded?.run.status === 'sending' || loaded?.run.status === 'resolving';
      if (!loaded || !open || !loaded.run.mode || loaded.run.mode === 'narrowcast') return;
      const base = {
        db: deps.db,
        api: loaded.api,
        hubId: loaded.run.hubId,
        lineAccountId: loaded.run.lineAccountId,
        mode: loaded.run.mode,
        build: await lineMessageBuilder(
          { db: deps.db, publicUrl: deps.config.publicUrl },
          loaded.run.hubId,
          loaded.broadcast.messages,
        ),
        sender: await lineSenderOf(deps.db, loaded.run.hubId, loaded.broadcast.sender, deps.config.publicUrl),
        timeoutMs: requestTimeoutMs,
        leaseSeconds,
        rate: rateLimits
          ? rateAllowanceOf(
              deps.db,
              loaded.run.lineAccountId,
              loaded.run.mode === 'push' ? 'push' : 'multicast',
            )
          : undefined,
        tracking: linkTrackingOf(loaded.run, loaded.broadcast, deps.config.publicUrl),
        unit: aggregationUnitOf(loaded.broadcast.id),
      };
      // While the run is resolving, more batches are coming: the lanes wait for them together,
      // one look at the run every RESOLVING_POLL_MS for all.
      let looking: Promise<boolean> | undefined;
      const moreToCome = () =>
        (looking ??= (async () => {
          if ((await runStatus(deps.db, runId)) !== 'resolving') return false;
          await sleep(RESOLVING_POLL_MS);
          return true;
        })().finally(() => {
          looking = undefined;
        }));
      let prepared: ReturnType<typeof multicastMessages> | undefined;
      const ctx: SendContext = { ...base, multicastMessages: () => (prepared ??= multicastMessages(base)) };
      const lane = async () => {
        for (;;) {
          const batch = await claimBatch(deps.db, runId, leaseSeconds);
          if (!batch) {
            if (await moreToCome()) continue;
            return;
          }
          const outcome = await sendBatch(ctx, batch);
          if (outcome.permanent && outcome.error) {
            await failRun(deps.db, runId, outcome.error);
            return;
          }
          await completeBatch(deps.db, batch, outcome, outcome.error);
        }
      };
      await Promise.all(Array.from({ length: LANES }, lane));
      if (!(await finishRunIfDone(deps.db, runId))) {
        // Batches leased by a worker that may have died: look again when their lease has run out.
        await deps.queue.send(BROADCAST_SEND, { runId }, { delaySeconds: leaseSeconds });
      }
    },
  };
}

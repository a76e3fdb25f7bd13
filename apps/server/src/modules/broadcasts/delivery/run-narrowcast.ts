import { callWithRetryKey, retrying } from '../../../core/line/line-send.ts';
import { lineMessageBuilder } from '../../messages/index.ts';
import { lineSenderOf, withSender } from '../broadcast-sender.ts';
import { linkTrackingOf, trackedMessages } from '../links/tracked-messages.ts';
import { BROADCAST_NARROWCAST_PROGRESS, BROADCAST_RUN } from './delivery-jobs.ts';
import { takeNarrowcastRate } from './narrowcast-rate.ts';
import { narrowcastRequestOf, narrowcastRetryKey } from './narrowcast-request.ts';
import { recordNarrowcastRequest } from './narrowcast-runs.repository.ts';
import { remainingQuota } from './quota.ts';
import type { DeliveryDeps, loadRun } from './run-context.ts';
import { failRun, getRun, markSending } from './runs.repository.ts';

type LoadedRun = NonNullable<Awaited<ReturnType<typeof loadRun>>>;

/** First poll of a narrowcast's progress, in seconds; LINE takes a moment to start sending. */
export const FIRST_POLL_SECONDS = 1;

/** The narrowcast's messages as they go out: short links saved for the run, and the sender. */
async function messagesOf(deps: DeliveryDeps, run: LoadedRun['run'], broadcast: LoadedRun['broadcast']) {
  const tracking = linkTrackingOf(run, broadcast, deps.config.publicUrl);
  const site = { db: deps.db, publicUrl: deps.config.publicUrl };
  const build = await lineMessageBuilder(site, run.hubId, broadcast.messages);
  const [tracked = []] = await trackedMessages(deps.db, tracking, [{ lineUserId: '', messages: build() }]);
  return withSender(tracked, await lineSenderOf(deps.db, run.hubId, broadcast.sender, deps.config.publicUrl));
}

/**
 * A narrowcast run: LINE picks the recipients (audiences, demographic filters), so there is
 * nothing to resolve and no batch: one request under a retry key derived from the run, its
 * request id kept, then the progress job polls LINE until it is done. The quota is checked only
 * for being spent: LINE reserves the target reach itself and fails a reach the quota cannot cover
 * (see narrowcastRequestOf). Repeating this step is harmless: a repeat gets 409 and the same id.
 */
export async function runNarrowcast(deps: DeliveryDeps, { run, broadcast, api }: LoadedRun) {
  const timeoutMs = deps.config.broadcasts.requestTimeoutMs;
  if (run.status === 'resolving') {
    const quota = await retrying(() => remainingQuota(api), { timeoutMs });
    if (!quota.ok) return failRun(deps.db, run.id, quota.reason, quota.lineReason);
    if (quota.value === 0) return failRun(deps.db, run.id, 'broadcast.failure.sendLimit');
    await markSending(deps.db, run.id, { mode: 'narrowcast', messages: broadcast.messages }, 0, 0);
  }
  const current = await getRun(deps.db, run.id);
  if (current?.status !== 'sending') return;
  if (!current.narrowcastRequestId) {
    const wait = deps.config.broadcasts.rateLimits ? await takeNarrowcastRate(deps.db, run.lineAccountId) : 0;
    if (wait > 0) return deps.queue.send(BROADCAST_RUN, { runId: run.id }, { delaySeconds: wait });
    const request = narrowcastRequestOf(broadcast, await messagesOf(deps, run, broadcast));
    const outcome = await callWithRetryKey(
      () => api.narrowcastWithHttpInfo(request, narrowcastRetryKey(run.id)),
      {
        timeoutMs,
        beforeAttempt: async () => undefined,
      },
    );
    // LINE's refusals with a reason of their own (audience not ready, too few friends) come as that reason.
    if (!outcome.ok) return failRun(deps.db, run.id, outcome.reason, outcome.lineReason);
    // LINE names every accepted request; without an id there would be no progress to read.
    if (!outcome.requestId) return failRun(deps.db, run.id, 'broadcast.failure.lineApi');
    await recordNarrowcastRequest(deps.db, run.id, outcome.requestId);
  }
  await deps.queue.send(
    BROADCAST_NARROWCAST_PROGRESS,
    { runId: run.id },
    { delaySeconds: FIRST_POLL_SECONDS },
  );
}

import { shortLineReason } from '../../../core/line/line-reason.ts';
import { retrying } from '../../../core/line/line-send.ts';
import type { JobDefinition } from '../../../core/queue/queue.ts';
import { BROADCAST_NARROWCAST_PROGRESS, type ProgressJob } from './delivery-jobs.ts';
import { narrowcastFailureOf } from './narrowcast-request.ts';
import { finishNarrowcast } from './narrowcast-runs.repository.ts';
import { type DeliveryDeps, loadRun } from './run-context.ts';
import { failRun } from './runs.repository.ts';

/** The longest wait between two polls: LINE's jobs for large audiences take minutes. */
const MAX_POLL_SECONDS = 60;

/**
 * Polls a narrowcast's progress (GET /v2/bot/message/progress/narrowcast) until LINE says it
 * succeeded — the run is sent with LINE's counts — or failed — the run fails with the reason of
 * LINE's errorCode, and LINE's failedDescription as its detail. While it is waiting or sending
 * the job comes back later, 2, 4, 8 ... 60 s on.
 * A lost poll is not lost for good: the minute's sweep enqueues it again for every open narrowcast.
 */
export function narrowcastProgressJob(deps: DeliveryDeps): JobDefinition<ProgressJob> {
  return {
    ...BROADCAST_NARROWCAST_PROGRESS,
    async handle({ runId, polls = 0 }) {
      const loaded = await loadRun(deps, runId);
      const requestId = loaded?.run.narrowcastRequestId;
      if (loaded?.run.status !== 'sending' || !requestId) return;
      const progress = await retrying(() => loaded.api.getNarrowcastProgress(requestId), {
        timeoutMs: deps.config.broadcasts.requestTimeoutMs,
      });
      const again = () =>
        deps.queue.send(
          BROADCAST_NARROWCAST_PROGRESS,
          { runId, polls: polls + 1 },
          { delaySeconds: Math.min(MAX_POLL_SECONDS, 2 ** (polls + 1)) },
        );
      if (!progress.ok) {
        // A token that stopped working, or a request LINE no longer knows (404 after 14 days), ends
        // the run; a network error or timeout is only this poll's.
        const lost =
          progress.reason === 'broadcast.failure.network' || progress.reason === 'broadcast.failure.timeout';
        return lost ? again() : failRun(deps.db, runId, progress.reason, progress.lineReason);
      }
      const { phase, errorCode, failedDescription } = progress.value;
      if (phase === 'succeeded') return finishNarrowcast(deps.db, runId, progress.value);
      if (phase === 'failed') {
        // LINE's failedDescription says why in its words, beside the errorCode we translate.
        const detail = failedDescription ? shortLineReason(failedDescription) : null;
        return failRun(deps.db, runId, narrowcastFailureOf(errorCode), detail);
      }
      return again();
    },
  };
}

import type { BroadcastMessage } from '@hubline/contract';
import { retrying } from '../../../core/line/line-send.ts';
import type { JobDefinition } from '../../../core/queue/queue.ts';
import { isPersonalised } from '../../messages/index.ts';
import { countRecipients, partnerRun, resolvePair } from './ab-split.ts';
import { BROADCAST_RUN, BROADCAST_SEND, type RunJob } from './delivery-jobs.ts';
import { withFrozenMessages } from './frozen-run.ts';
import { remainingQuota } from './quota.ts';
import { resolveRecipients } from './resolve-recipients.ts';
import { resolveWhileSending } from './resolve-while-sending.ts';
import { type DeliveryDeps, loadRun } from './run-context.ts';
import { runNarrowcast } from './run-narrowcast.ts';
import { createBatches, failRun, finishRunIfDone, markSending } from './runs.repository.ts';

/** Send jobs per run: each drains batches; more let a run use several worker processes. */
export const SENDERS_PER_RUN = 4;

async function startSenders(deps: DeliveryDeps, runId: string, senders = SENDERS_PER_RUN) {
  for (let i = 0; i < senders; i++) await deps.queue.send(BROADCAST_SEND, { runId });
}

/** Hands a sending run to its send jobs; a run with nobody to send to is done at once. */
async function sendOrFinish(deps: DeliveryDeps, runId: string) {
  const current = await loadRun(deps, runId);
  if (current?.run.status !== 'sending') return;
  if (await finishRunIfDone(deps.db, runId)) return;
  await startSenders(deps, runId, Math.min(SENDERS_PER_RUN, current.run.batchCount));
}

/** Cuts a resolved run's batches and moves it to sending, by multicast or by push. */
async function markResolved(deps: DeliveryDeps, runId: string, messages: BroadcastMessage[], total: number) {
  const batches = await createBatches(deps.db, runId);
  await markSending(
    deps.db,
    runId,
    { mode: isPersonalised(messages) ? 'push' : 'multicast', messages },
    total,
    batches,
  );
}

/** Version B's run, its recipients resolved by A's: sending, with its own send jobs. */
async function startRun(deps: DeliveryDeps, runId: string) {
  const partner = await withFrozenMessages(deps, await loadRun(deps, runId));
  if (partner?.run.status !== 'resolving') return;
  await markResolved(deps, runId, partner.broadcast.messages, await countRecipients(deps.db, runId));
  await sendOrFinish(deps, runId);
}

/**
 * A run's first step: resolves its recipients, checks that the account's remaining quota covers
 * them — a run that cannot be sent whole fails with sendLimit rather than sending part — cuts the
 * batches and hands them to the send jobs. A run of the broadcast's lists is sent while it is
 * resolved (resolve-while-sending.ts); an A/B pair's audience is resolved whole and split first,
 * and an automation run's recipients were written when it started. Repeating it is harmless:
 * each recipient is written once, and only a run still resolving moves on. A narrowcast has no
 * recipients of ours to resolve: it goes its own way (run-narrowcast.ts).
 */
export function runBroadcastJob(deps: DeliveryDeps): JobDefinition<RunJob> {
  return {
    ...BROADCAST_RUN,
    async handle({ runId }) {
      const loaded = await withFrozenMessages(deps, await loadRun(deps, runId));
      if (!loaded) return;
      // An automation run names its contacts: it never goes as a narrowcast.
      if (loaded.broadcast.narrowcast && !loaded.run.contactIds) return runNarrowcast(deps, loaded);
      const { run, broadcast, account, api } = loaded;
      if (run.status === 'resolving') {
        // An automation run goes to its enrolled contacts, not the lists.
        const target = { ...broadcast, contactIds: run.contactIds };
        // Version B's run waits: version A's job resolves the pair's audience and moves B's run on.
        if (run.pairRunId && run.pairRunId !== runId) return;
        if (!run.pairRunId && !run.contactIds) {
          const { sending, sendersStarted } = await resolveWhileSending(deps, loaded, () =>
            startSenders(deps, runId),
          );
          if (!sending) return;
          // Its senders end it, or, when they are done already, this.
          if (sendersStarted) return void (await finishRunIfDone(deps.db, runId));
          return sendOrFinish(deps, runId);
        }
        const partnerId = run.pairRunId ? await partnerRun(deps.db, runId) : undefined;
        const runIds = partnerId ? [runId, partnerId] : [runId];
        const { total, lead } = partnerId
          ? await resolvePair(deps.db, runId, partnerId, target, account)
          : { total: await resolveRecipients(deps.db, runId, target, account), lead: undefined };
        const quota = await retrying(() => remainingQuota(api), {
          timeoutMs: deps.config.broadcasts.requestTimeoutMs,
        });
        if (!quota.ok || (quota.value !== null && quota.value < total)) {
          const reason = quota.ok ? 'broadcast.failure.sendLimit' : quota.reason;
          for (const id of runIds) await failRun(deps.db, id, reason);
          return;
        }
        if (partnerId) await startRun(deps, partnerId);
        await markResolved(deps, runId, broadcast.messages, lead ?? total);
      }
      await sendOrFinish(deps, runId);
    },
  };
}

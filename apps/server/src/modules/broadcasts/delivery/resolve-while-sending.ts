import { MULTICAST_BATCH } from '@hubline/contract';
import { retrying } from '../../../core/line/line-send.ts';
import { isPersonalised } from '../../messages/index.ts';
import { remainingQuota } from './quota.ts';
import { CHUNK_BATCHES, eligibleAfter, resolvedSoFar, writeChunk } from './resolve-in-chunks.ts';
import type { DeliveryDeps, loadRun } from './run-context.ts';
import { beginSending, failRun, markSending } from './runs.repository.ts';

type LoadedRun = NonNullable<Awaited<ReturnType<typeof loadRun>>>;

/**
 * A run of the broadcast's lists, sent while it is still being resolved: its eligible friends are
 * selected once, in LINE user id order, and checked against the account's remaining quota (a run
 * that cannot be sent whole fails with sendLimit rather than sending part); then they are written
 * chunk by chunk, each chunk with its batches, and `startSenders` is called after the first, so
 * the first batches go to LINE while the rest are written. The run stays resolving — with its
 * mode, so its batches may be taken — until the last chunk is in: no sender can end it before.
 * An attempt that died goes on after the last friend written (the quota was checked before the
 * first), so each friend is written once. Answers whether the run is now sending and whether
 * this attempt started senders.
 */
export async function resolveWhileSending(
  deps: DeliveryDeps,
  { run, broadcast, account, api }: LoadedRun,
  startSenders: () => Promise<void>,
) {
  const stopped = { sending: false, sendersStarted: false };
  const sofar = await resolvedSoFar(deps.db, run.id);
  const rows = await eligibleAfter(deps.db, broadcast, account, sofar.after);
  if (sofar.recipients === 0) {
    const quota = await retrying(() => remainingQuota(api), {
      timeoutMs: deps.config.broadcasts.requestTimeoutMs,
    });
    if (!quota.ok || (quota.value !== null && quota.value < rows.length)) {
      await failRun(deps.db, run.id, quota.ok ? 'broadcast.failure.sendLimit' : quota.reason);
      return stopped;
    }
  }
  const sending = {
    mode: isPersonalised(broadcast.messages) ? ('push' as const) : ('multicast' as const),
    messages: broadcast.messages,
  };
  if (!(await beginSending(deps.db, run.id, sending))) return stopped;
  let after = sofar.after;
  let nextBatch = sofar.nextBatch;
  let sendersStarted = false;
  for (let start = 0, chunk = 0; start < rows.length; chunk++) {
    const batches = CHUNK_BATCHES[Math.min(chunk, CHUNK_BATCHES.length - 1)] ?? 1;
    const part = rows.slice(start, start + batches * MULTICAST_BATCH);
    if (!(await writeChunk(deps.db, run, after, part, nextBatch))) return { ...stopped, sendersStarted };
    after = part.at(-1)?.u ?? after;
    nextBatch += Math.ceil(part.length / MULTICAST_BATCH);
    start += part.length;
    if (!sendersStarted) {
      sendersStarted = true;
      await startSenders();
    }
  }
  const sent = await markSending(deps.db, run.id, sending, sofar.recipients + rows.length, nextBatch);
  return { sending: sent, sendersStarted };
}

import type { BroadcastFailureReason } from '@hubline/contract';
import type { Db } from '../../../core/db/client.ts';
import type { LineMessaging } from '../../../core/line/line-port.ts';
import { type CallOutcome, callWithRetryKey } from '../../../core/line/line-send.ts';
import type { LineMessage, LineSender } from '../../../core/line/line-types.ts';
import { propertiesOf } from '../../crm/index.ts';
import type { LineMessageBuild } from '../../messages/index.ts';
import { withSender } from '../broadcast-sender.ts';
import { type LinkTracking, trackedMessages } from '../links/tracked-messages.ts';
import type { RunMode } from './delivery.schema.ts';
import type { RateAllowance } from './rate-limit.ts';
import { derivedUuid } from './retry-key.ts';
import { type BatchRecord, type ClaimedBatch, type RecipientResult, renewLease } from './runs.repository.ts';

/** Pushes of one batch in flight at once (a batch is at most 500 recipients). */
const PUSH_CONCURRENCY = 50;

export interface SendContext {
  db: Db;
  api: LineMessaging;
  hubId: string;
  lineAccountId: string;
  mode: RunMode;
  /** The broadcast's messages as LINE message objects, built for one recipient's properties. */
  build: LineMessageBuild;
  /** Who LINE shows as sending (a chosen user), on every message. */
  sender?: LineSender;
  timeoutMs: number;
  leaseSeconds: number;
  /** The job's share of LINE's rate limit for the run's endpoint; none when rate limits are off. */
  rate: RateAllowance | undefined;
  /** Short links in place of URLs, or null (non-tracking). */
  tracking: LinkTracking | null;
  /** customAggregationUnits name under which LINE counts opens (insight/aggregation-unit.ts). */
  unit: string;
  /** The multicast's messages (multicastMessages), prepared once for all the job's batches. */
  multicastMessages: () => Promise<LineMessage[]>;
}

/** What a batch came to, and the run's failure when it cannot go on. */
export type BatchOutcome = BatchRecord & { error?: BroadcastFailureReason; permanent: boolean };

/**
 * Keeps a claimed batch's lease: renewed before a retry (its backoff may be long) and otherwise
 * at most every third of the lease, not once a request (a database write each).
 */
function leaseKeeper(ctx: SendContext, batch: ClaimedBatch) {
  let renewedAt = performance.now();
  return async (force: boolean) => {
    if (!force && performance.now() - renewedAt < (ctx.leaseSeconds * 1000) / 3) return;
    renewedAt = performance.now();
    await renewLease(ctx.db, batch, ctx.leaseSeconds);
  };
}

/** Before each retry the lease is renewed; each attempt takes its allowance. */
function options(ctx: SendContext, keepLease: ReturnType<typeof leaseKeeper>) {
  return {
    timeoutMs: ctx.timeoutMs,
    async beforeAttempt(attempt: number) {
      if (attempt > 1) await keepLease(true);
      await ctx.rate?.take();
    },
  };
}

/** LINE's answer for the recipients of one request. */
const answerOf = (outcome: CallOutcome): Omit<RecipientResult, 'lineUserId'> =>
  outcome.ok
    ? { requestId: outcome.requestId, errorReason: undefined }
    : { requestId: undefined, errorReason: outcome.recipientReason };

/** A multicast's messages, the same for every batch of the run. */
export async function multicastMessages(ctx: Omit<SendContext, 'multicastMessages'>) {
  const [tracked = []] = await trackedMessages(ctx.db, ctx.tracking, [
    { lineUserId: '', messages: ctx.build() },
  ]);
  return withSender(tracked, ctx.sender);
}

async function multicast(ctx: SendContext, batch: ClaimedBatch, to: string[]): Promise<BatchOutcome> {
  const messages = await ctx.multicastMessages();
  const outcome = await callWithRetryKey(
    () => ctx.api.multicastWithHttpInfo({ to, messages, customAggregationUnits: [ctx.unit] }, batch.retryKey),
    options(ctx, leaseKeeper(ctx, batch)),
  );
  const shared = answerOf(outcome);
  return outcome.ok
    ? { shared, permanent: false }
    : { shared, error: outcome.reason, permanent: outcome.permanent };
}

/**
 * Personalised messages: one push a recipient, each with its own key derived from the batch's.
 * PUSH_CONCURRENCY pushes are in flight at once, each taking its own allowance as it starts: a
 * slow answer holds up only its own slot, not a whole group of pushes, so the allowance LINE gives
 * each second is used as it comes. A permanent failure (token, quota) stops the batch.
 */
async function push(
  ctx: SendContext,
  batch: ClaimedBatch,
  recipients: { lineUserId: string; contactId: string | null }[],
): Promise<BatchOutcome> {
  const properties = await propertiesOf(
    ctx.db,
    ctx.hubId,
    recipients.flatMap((r) => (r.contactId ? [r.contactId] : [])),
  );
  // Each recipient's own short links, so a click names who clicked (saved once for the batch).
  const personal = await trackedMessages(
    ctx.db,
    ctx.tracking,
    recipients.map((recipient) => ({
      lineUserId: recipient.lineUserId,
      messages: ctx.build(properties.get(recipient.contactId ?? '') ?? {}),
    })),
  );
  const keepLease = leaseKeeper(ctx, batch);
  const outcomes: CallOutcome[] = [];
  let fatal: BroadcastFailureReason | undefined;
  let next = 0;
  const slot = async () => {
    for (let index = next++; index < recipients.length && !fatal; index = next++) {
      const to = recipients[index]?.lineUserId ?? '';
      const request = {
        to,
        messages: withSender(personal[index] ?? [], ctx.sender),
        customAggregationUnits: [ctx.unit],
      };
      const outcome = await callWithRetryKey(
        () => ctx.api.pushMessageWithHttpInfo(request, derivedUuid(batch.retryKey, to)),
        options(ctx, keepLease),
      );
      outcomes[index] = outcome;
      if (!outcome.ok && outcome.permanent) fatal = outcome.reason;
      await keepLease(false);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, recipients.length) }, slot));
  if (fatal) return { results: [], error: fatal, permanent: true };
  const results = recipients.map((recipient, index) => ({
    lineUserId: recipient.lineUserId,
    ...answerOf(outcomes[index] as CallOutcome),
  }));
  return { results, permanent: false };
}

/** Sends one claimed batch to LINE, by multicast or by push, and answers what came of it. */
export async function sendBatch(ctx: SendContext, batch: ClaimedBatch): Promise<BatchOutcome> {
  if (ctx.mode === 'push')
    return push(
      ctx,
      batch,
      batch.recipients.map(([lineUserId, contactId]) => ({ lineUserId, contactId })),
    );
  return multicast(
    ctx,
    batch,
    batch.recipients.map(([lineUserId]) => lineUserId),
  );
}

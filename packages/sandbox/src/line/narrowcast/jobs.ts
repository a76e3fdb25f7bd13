import type { JsonObject } from '../../json.ts';
import { audienceStatus, audienceTypeOf, findAudience } from '../audience/audiences.ts';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { deliver, exceedsQuota, remainingQuota } from '../messaging/send.ts';
import type { Channel, NarrowcastJob } from '../state/types.ts';
import { type Friend, type Lookups, narrowcastTargets, references } from './targeting.ts';

/**
 * Narrowcast as LINE runs it: checks at request time (400/403/429), then `202` and an asynchronous
 * job going waiting → sending → succeeded | failed, readable through the progress endpoint.
 * https://developers.line.biz/en/reference/messaging-api/#send-narrowcast-message (LINE-FACTS §6)
 */
export interface NarrowcastRequest {
  messages: JsonObject[];
  recipient?: JsonObject;
  filter?: { demographic?: JsonObject };
  limit?: { max?: number; upToRemainingQuota?: boolean; forbidPartialDelivery?: boolean };
}

/** Attribute filters need this many friends ("target reach"). */
export const MIN_TARGET_REACH = 100;
/**
 * With attribute filters or a restricted audience the final recipients must be at least this many,
 * and so must every restricted audience named (LINE-FACTS §6).
 */
export const MIN_RECIPIENTS = 50;
export const MAX_REFERENCES = 10;
export const PROGRESS_RETENTION_MS = 14 * 24 * 60 * 60 * 1000;

function friendsOf(ctx: SandboxContext, channelId: string): Friend[] {
  return ctx.store.friends(channelId).map((user) => ({
    user,
    since: ctx.store.friendship(channelId, user.userId)?.since ?? 0,
  }));
}

function lookups(ctx: SandboxContext, channelId: string): Lookups {
  return {
    audience: (id) => findAudience(ctx, channelId, id)?.userIds,
    redelivery: (requestId) => {
      const job = ctx.store.state.narrowcasts[requestId];
      return job?.channelId === channelId && job.phase === 'succeeded' ? job.recipients : undefined;
    },
  };
}

/**
 * The sizes of the audiences named that LINE's minimum of 50 binds: all but upload audiences of the
 * same channel (chat tag audiences, also exempt, cannot be made through the API). Every audience
 * of the sandbox belongs to the channel that uses it, so these are its click and impression ones.
 */
function restrictedAudienceSizes(
  ctx: SandboxContext,
  channelId: string,
  request: NarrowcastRequest,
): number[] {
  return references(request.recipient).audiences.flatMap((id) => {
    const audience = findAudience(ctx, channelId, id);
    return audience && audienceTypeOf(audience) !== 'UPLOAD' ? [audience.userIds.length] : [];
  });
}

function targets(ctx: SandboxContext, channelId: string, request: NarrowcastRequest): string[] {
  const ids = narrowcastTargets(
    friendsOf(ctx, channelId),
    { recipient: request.recipient, demographic: request.filter?.demographic },
    lookups(ctx, channelId),
    ctx.clock.now(),
  );
  return request.limit?.max !== undefined ? ids.slice(0, request.limit.max) : ids;
}

/** The request-time checks; throws LINE's error. */
export function checkNarrowcast(ctx: SandboxContext, channel: Channel, request: NarrowcastRequest): void {
  const limit = request.limit ?? {};
  if (limit.forbidPartialDelivery && !limit.upToRemainingQuota) {
    throw lineErrors.badRequest('The option forbidPartialDelivery must be used with upToRemainingQuota.');
  }
  const { audiences, requests } = references(request.recipient);
  if (audiences.length + requests.length > MAX_REFERENCES) {
    throw lineErrors.badRequest(
      `The number of audience and redelivery objects must be ${MAX_REFERENCES} or less`,
    );
  }
  const nowSeconds = Math.floor(ctx.clock.now() / 1000);
  for (const id of audiences) {
    const audience = findAudience(ctx, channel.channelId, id);
    if (!audience || audienceStatus(audience, nowSeconds) !== 'READY')
      throw lineErrors.badRequest(`Invalid audience group id: ${id}`);
  }
  const find = lookups(ctx, channel.channelId);
  for (const id of requests) {
    const job = ctx.store.state.narrowcasts[id];
    if (!find.redelivery(id) || !job || ctx.clock.now() - job.acceptedAt > PROGRESS_RETENTION_MS) {
      throw lineErrors.badRequest(`Invalid request id: ${id}`);
    }
  }
  if (request.filter?.demographic && ctx.store.friends(channel.channelId).length < MIN_TARGET_REACH) {
    throw lineErrors.custom(403, 'Your account does not have enough friends');
  }
  const used = ctx.store.monthlyUsage(channel.channelId, ctx.clock.now());
  if (
    !limit.upToRemainingQuota &&
    exceedsQuota(channel.quota, used, targets(ctx, channel.channelId, request).length)
  ) {
    throw lineErrors.monthlyLimit();
  }
}

function finish(ctx: SandboxContext, job: NarrowcastJob, outcome: Partial<NarrowcastJob>): void {
  Object.assign(job, outcome, { completedAt: ctx.clock.now() });
  ctx.store.changed();
}

export type SendDecision =
  | { kind: 'send'; recipients: string[] }
  | { kind: 'fail'; errorCode: number; failedDescription: string };

/**
 * Pure: what the sending phase does with its targets, given the minimums that bind it and the
 * remaining quota. `demographic`: attribute filters are used; `restrictedAudiences`: the sizes of
 * the audiences named that the minimum binds. LINE does not say which error wins when both
 * minimums are missed; the audience's (4) is the more precise one, so it goes first.
 */
export function decideSending(
  targets: string[],
  options: {
    demographic: boolean;
    restrictedAudiences?: number[];
    remaining: number;
    upToRemainingQuota?: boolean;
    forbidPartialDelivery?: boolean;
  },
): SendDecision {
  const restricted = options.restrictedAudiences ?? [];
  if (restricted.some((size) => size < MIN_RECIPIENTS)) {
    return { kind: 'fail', errorCode: 4, failedDescription: 'an audience has fewer than 50 recipients' };
  }
  if ((options.demographic || restricted.length > 0) && targets.length < MIN_RECIPIENTS) {
    return { kind: 'fail', errorCode: 2, failedDescription: 'not enough recipients' };
  }
  if (targets.length <= options.remaining) return { kind: 'send', recipients: targets };
  if (!options.upToRemainingQuota) {
    return { kind: 'fail', errorCode: 1, failedDescription: 'You have reached your monthly limit.' };
  }
  if (options.forbidPartialDelivery) {
    return { kind: 'fail', errorCode: 5, failedDescription: 'partial delivery was forbidden' };
  }
  return { kind: 'send', recipients: targets.slice(0, options.remaining) };
}

/** The sending phase: resolve recipients now (friends may have changed), apply limits, deliver. */
function send(ctx: SandboxContext, job: NarrowcastJob, request: NarrowcastRequest): void {
  const channel = ctx.store.channel(job.channelId);
  if (!channel) {
    finish(ctx, job, { phase: 'failed', errorCode: 1, failedDescription: 'internal error' });
    return;
  }
  const found = targets(ctx, channel.channelId, request);
  const decision = decideSending(found, {
    demographic: request.filter?.demographic !== undefined,
    restrictedAudiences: restrictedAudienceSizes(ctx, channel.channelId, request),
    remaining: remainingQuota(channel.quota, ctx.store.monthlyUsage(channel.channelId, ctx.clock.now())),
    upToRemainingQuota: request.limit?.upToRemainingQuota,
    forbidPartialDelivery: request.limit?.forbidPartialDelivery,
  });
  if (decision.kind === 'fail') {
    const { errorCode, failedDescription } = decision;
    finish(ctx, job, { phase: 'failed', errorCode, failedDescription, targetCount: found.length });
    return;
  }
  const { recipients } = decision;
  deliver(ctx, channel.channelId, {
    via: 'narrowcast',
    chatIds: recipients,
    messages: request.messages,
    requestId: job.requestId,
  });
  finish(ctx, job, {
    phase: 'succeeded',
    successCount: recipients.length,
    failureCount: 0,
    targetCount: found.length,
    recipients,
  });
}

export function startNarrowcast(
  ctx: SandboxContext,
  channel: Channel,
  requestId: string,
  request: NarrowcastRequest,
): void {
  const job: NarrowcastJob = {
    requestId,
    channelId: channel.channelId,
    phase: 'waiting',
    acceptedAt: ctx.clock.now(),
  };
  ctx.store.state.narrowcasts[requestId] = job;
  ctx.store.changed();
  const phase = ctx.timings.narrowcastPhaseMs;
  ctx.tasks.later(phase, async () => {
    job.phase = 'sending';
    ctx.store.changed();
    ctx.tasks.later(phase, async () => send(ctx, job, request));
  });
}

/** Jobs cut short by a restart cannot resume (their request is not kept): they fail. */
export function failInterruptedNarrowcasts(ctx: SandboxContext): void {
  for (const job of Object.values(ctx.store.state.narrowcasts)) {
    if (job.phase === 'waiting' || job.phase === 'sending') {
      finish(ctx, job, {
        phase: 'failed',
        errorCode: 1,
        failedDescription: 'interrupted by a sandbox restart',
      });
    }
  }
}

/** The progress response: counts only once sending started, times in ISO-8601 UTC. */
export function progressOf(job: NarrowcastJob): JsonObject {
  const out: JsonObject = { phase: job.phase };
  if (job.phase !== 'waiting') {
    for (const key of [
      'successCount',
      'failureCount',
      'targetCount',
      'failedDescription',
      'errorCode',
    ] as const) {
      const value = job[key];
      if (value !== undefined) out[key] = value;
    }
  }
  out.acceptedTime = new Date(job.acceptedAt).toISOString();
  if (job.completedAt !== undefined) out.completedTime = new Date(job.completedAt).toISOString();
  return out;
}

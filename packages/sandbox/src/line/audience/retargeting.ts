import type { SandboxContext } from '../context.ts';
import type { Audience, ChatEntry } from '../state/types.ts';
import { audienceError, audiencesOf, audienceTypeOf, checkNewAudience, storeAudience } from './audiences.ts';

/**
 * Message click and message impression audiences: the users who clicked a link of, or saw, a
 * broadcast or narrowcast, named by its request ID. The sandbox knows both from its chat log: an
 * impression is a bot message the user displayed (control `open`), a click a link they opened
 * (control `click`). The audience keeps the users who had done so when it was created.
 * https://developers.line.biz/en/reference/messaging-api/#create-click-audience-group
 * https://developers.line.biz/en/reference/messaging-api/#create-imp-audience-group
 */
export type RetargetingKind = 'CLICK' | 'IMP';

/** A retargeting audience can be made for a message sent at most 60 days ago. */
export const MAX_MESSAGE_AGE_MS = 5_184_000 * 1000;

export interface RetargetingInput {
  description?: string;
  requestId?: string;
  /** CLICK only: the URL clicked; empty or absent, any URL of the message. */
  clickUrl?: string;
}

/** Pure: the users of `entries` (one request's messages) who saw them, or clicked (that URL). */
export function retargetedUsers(entries: ChatEntry[], kind: RetargetingKind, clickUrl?: string): string[] {
  const hit = (entry: ChatEntry) =>
    kind === 'IMP'
      ? entry.openedAt !== undefined
      : (entry.clicks ?? []).some((click) => !clickUrl || click.url === clickUrl);
  return [...new Set(entries.filter(hit).map((entry) => entry.chatId))];
}

/**
 * The broadcast or narrowcast a request ID names: a narrowcast job that succeeded, or broadcast
 * messages in the chat log (the request IDs of reply, push and multicast cannot be used).
 */
function sentRequest(ctx: SandboxContext, requestId: string): { channelId: string; at: number } | undefined {
  const job = ctx.store.state.narrowcasts[requestId];
  if (job) return job.phase === 'succeeded' ? { channelId: job.channelId, at: job.acceptedAt } : undefined;
  const first = ctx.store.state.chat.find((e) => e.requestId === requestId && e.via === 'broadcast');
  return first && { channelId: first.channelId, at: first.at };
}

/** LINE's refusal of the request ID, or of an audience that would repeat an existing one. */
function checkRequest(
  ctx: SandboxContext,
  channelId: string,
  kind: RetargetingKind,
  input: RetargetingInput,
) {
  const requestId = input.requestId ?? '';
  const sent = sentRequest(ctx, requestId);
  if (!sent) throw audienceError('request not found', 'REQUEST_NOT_FOUND');
  if (sent.channelId !== channelId) throw audienceError('wrong bot id', 'WRONG_BOT_ID');
  if (ctx.clock.now() - sent.at > MAX_MESSAGE_AGE_MS)
    throw audienceError('too old messages', 'TOO_OLD_MESSAGES');
  const same = (a: Audience) =>
    audienceTypeOf(a) === kind &&
    a.requestId === requestId &&
    (kind === 'IMP' || (a.clickUrl ?? '') === (input.clickUrl ?? ''));
  if (audiencesOf(ctx, channelId).some(same))
    throw audienceError(
      'audience group with the request id already exists',
      'AUDIENCE_GROUP_REQUESTID_DUPLICATE',
    );
}

export function createRetargetingAudience(
  ctx: SandboxContext,
  channelId: string,
  kind: RetargetingKind,
  input: RetargetingInput,
): Audience {
  checkNewAudience(ctx, channelId, input.description);
  checkRequest(ctx, channelId, kind, input);
  const requestId = input.requestId ?? '';
  const entries = ctx.store.state.chat.filter(
    (e) => e.channelId === channelId && e.from === 'bot' && e.requestId === requestId,
  );
  return storeAudience(ctx, {
    channelId,
    type: kind,
    requestId,
    ...(kind === 'CLICK' && input.clickUrl ? { clickUrl: input.clickUrl } : {}),
    description: input.description ?? '',
    isIfaAudience: false,
    userIds: retargetedUsers(entries, kind, input.clickUrl),
  });
}

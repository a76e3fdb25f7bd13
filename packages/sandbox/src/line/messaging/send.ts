import { newQuoteToken } from '../../ids.ts';
import type { JsonObject } from '../../json.ts';
import type { SandboxContext } from '../context.ts';
import { lineErrors, type SentMessage } from '../errors.ts';
import type { Channel, Quota, Via } from '../state/types.ts';

/**
 * Delivery of what the bot sends: each message lands in the recipient's chat (the "inbox" a phone
 * view and tests read), counts toward the statistics and, except replies, the monthly quota.
 * https://developers.line.biz/en/docs/messaging-api/pricing/ (LINE-FACTS §12)
 */

/** Message types that can be quoted later, hence answered with a quoteToken. */
const QUOTABLE = new Set(['text', 'textV2', 'sticker', 'image', 'video']);

/** Pure: would sending to `recipients` more users exceed the monthly limit? */
export const exceedsQuota = (quota: Quota, used: number, recipients: number): boolean =>
  quota.type === 'limited' && recipients > 0 && used + recipients > quota.value;

export const remainingQuota = (quota: Quota, used: number): number =>
  quota.type === 'limited' ? Math.max(0, quota.value - used) : Number.POSITIVE_INFINITY;

export function assertQuota(ctx: SandboxContext, channel: Channel, recipients: number): void {
  const used = ctx.store.monthlyUsage(channel.channelId, ctx.clock.now());
  if (exceedsQuota(channel.quota, used, recipients)) throw lineErrors.monthlyLimit();
}

/** Can the bot's message reach this chat? Friends only (blocked / unfollowed users get nothing). */
export function isDeliverable(ctx: SandboxContext, channelId: string, chatId: string): boolean {
  if (chatId.startsWith('C')) {
    const group = ctx.store.state.groups[chatId];
    return group?.channelId === channelId && group.botIsMember;
  }
  return ctx.store.isFriend(channelId, chatId);
}

/** Message IDs (and quote tokens) for messages that are answered but not delivered. */
export function phantomSentMessages(ctx: SandboxContext, messages: JsonObject[]): SentMessage[] {
  return messages.map((m) => {
    const id = ctx.store.nextMessageId();
    return QUOTABLE.has(String(m.type)) ? { id, quoteToken: newQuoteToken() } : { id };
  });
}

export interface Delivery {
  via: Via;
  chatIds: string[];
  messages: JsonObject[];
  requestId: string;
  /** The push's or multicast's `customAggregationUnits[0]`. */
  unit?: string;
}

/** Records the messages in every chat and counts one message per recipient; sentMessages per chat. */
export function deliver(ctx: SandboxContext, channelId: string, delivery: Delivery): SentMessage[][] {
  const now = ctx.clock.now();
  const sent = delivery.chatIds.map((chatId) =>
    delivery.messages.map((message) => {
      const id = ctx.store.nextMessageId();
      const quoteToken = QUOTABLE.has(String(message.type)) ? newQuoteToken() : undefined;
      ctx.store.addChat({
        id,
        channelId,
        chatId,
        from: 'bot',
        via: delivery.via,
        requestId: delivery.requestId,
        message,
        quoteToken,
        at: now,
        ...(delivery.unit ? { unit: delivery.unit } : {}),
      });
      return quoteToken ? { id, quoteToken } : { id };
    }),
  );
  ctx.store.count(channelId, delivery.via, delivery.chatIds.length, now);
  ctx.store.countDeliveries(channelId, delivery.chatIds);
  return sent;
}

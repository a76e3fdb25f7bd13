import { newReplyToken } from '../../ids.ts';

/**
 * Reply tokens (https://developers.line.biz/en/reference/messaging-api/#send-reply-message,
 * LINE-FACTS §2): single use, valid for one minute after the webhook is delivered; a redelivered
 * webhook carries the same token, usable for another minute unless it was used or 20 minutes have
 * passed since the event.
 */
export const REPLY_TOKEN_WINDOW_MS = 60_000;
export const REPLY_TOKEN_MAX_AGE_MS = 20 * 60_000;

export interface ReplyTarget {
  channelId: string;
  /** User ID (1:1 chat) or group ID. */
  chatId: string;
}

export interface ReplyTokenState extends ReplyTarget {
  eventAt: number;
  /** Last (re)delivery of the webhook that carried it. */
  deliveredAt: number;
  used: boolean;
}

/** Pure: can this token be used at `now`? */
export function isUsable(
  token: Pick<ReplyTokenState, 'eventAt' | 'deliveredAt' | 'used'>,
  now: number,
): boolean {
  return (
    !token.used &&
    now - token.deliveredAt <= REPLY_TOKEN_WINDOW_MS &&
    now - token.eventAt <= REPLY_TOKEN_MAX_AGE_MS
  );
}

export class ReplyTokens {
  private readonly tokens = new Map<string, ReplyTokenState>();

  issue(target: ReplyTarget, eventAt: number): string {
    const token = newReplyToken();
    this.tokens.set(token, { ...target, eventAt, deliveredAt: eventAt, used: false });
    return token;
  }

  /** The webhook carrying the token was (re)delivered at `now`. */
  delivered(token: string, now: number): void {
    const state = this.tokens.get(token);
    if (state) state.deliveredAt = now;
  }

  /** Uses the token for `channelId`; undefined when unknown, used, expired or another channel's. */
  consume(token: string, channelId: string, now: number): ReplyTarget | undefined {
    const state = this.tokens.get(token);
    if (!state || state.channelId !== channelId || !isUsable(state, now)) return undefined;
    state.used = true;
    return { channelId: state.channelId, chatId: state.chatId };
  }

  purge(now: number): void {
    for (const [token, state] of this.tokens) {
      if (now - state.eventAt > REPLY_TOKEN_MAX_AGE_MS) this.tokens.delete(token);
    }
  }

  reset(): void {
    this.tokens.clear();
  }
}

import { invalid, notFound } from '../../control/errors.ts';
import type { SandboxContext } from '../context.ts';
import { urlsOf } from '../insight/interactions.ts';

/**
 * What a user does with messages they received, for the insight statistics: opening the chat
 * displays every bot message in it (an impression), and a tap on a link opens its URL (a click).
 */
export function openChat(ctx: SandboxContext, channelId: string, userId: string): { opened: number } {
  const now = ctx.clock.now();
  const unseen = ctx.store
    .chat(channelId, userId)
    .filter((entry) => entry.from === 'bot' && entry.openedAt === undefined);
  for (const entry of unseen) entry.openedAt = now;
  if (unseen.length) ctx.store.changed();
  return { opened: unseen.length };
}

/** The user opens `url` from the bot's message `messageId` in their chat; the URL must be one of its links. */
export function clickUrl(
  ctx: SandboxContext,
  channelId: string,
  userId: string,
  input: { messageId: string; url: string },
): { clicks: number } {
  const entry = ctx.store.chatEntry(input.messageId);
  if (!entry || entry.channelId !== channelId || entry.chatId !== userId || entry.from !== 'bot')
    throw notFound('message', input.messageId);
  if (!urlsOf(entry.message).includes(input.url)) throw invalid(`${input.url} is not a link of that message`);
  const now = ctx.clock.now();
  entry.openedAt ??= now;
  entry.clicks = [...(entry.clicks ?? []), { url: input.url, at: now }];
  ctx.store.changed();
  return { clicks: entry.clicks.length };
}

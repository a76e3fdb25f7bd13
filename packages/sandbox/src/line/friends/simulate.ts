import { conflict, notFound } from '../../control/errors.ts';
import type { JsonObject } from '../../json.ts';
import type { SandboxContext } from '../context.ts';
import { type EventResult, emit, requireChannel, requireUser } from './emit.ts';
import {
  beaconEvent,
  followEvent,
  groupSource,
  messageEvent,
  postbackEvent,
  type Source,
  unfollowEvent,
  unsendEvent,
  userSource,
  videoPlayCompleteEvent,
} from './events.ts';
import { buildUserMessage, type UserMessageInput } from './user-messages.ts';

/**
 * What simulated users do to a channel. Each action changes the sandbox state the way the LINE
 * Platform would and sends the matching webhook.
 */

export async function follow(
  ctx: SandboxContext,
  channelId: string,
  userId: string,
  options: { since?: number } = {},
): Promise<EventResult> {
  requireChannel(ctx, channelId);
  requireUser(ctx, userId);
  const now = ctx.clock.now();
  const previous = ctx.store.friendship(channelId, userId);
  if (previous?.status === 'friend')
    throw conflict(`user ${userId} is already a friend of channel ${channelId}`);
  ctx.store.setFriendship(channelId, userId, {
    status: 'friend',
    since: options.since ?? now,
    changedAt: now,
  });
  const replyToken = ctx.replyTokens.issue({ channelId, chatId: userId }, now);
  return emit(
    ctx,
    channelId,
    followEvent(userSource(userId), now, replyToken, previous?.status === 'blocked'),
  );
}

/** Unfollow (the user removed the account) or block: both send `unfollow`; only a block is "unblocked" later. */
export async function unfollow(
  ctx: SandboxContext,
  channelId: string,
  userId: string,
  options: { block?: boolean } = {},
): Promise<EventResult> {
  requireChannel(ctx, channelId);
  requireUser(ctx, userId);
  const now = ctx.clock.now();
  const previous = ctx.store.friendship(channelId, userId);
  if (previous?.status !== 'friend') throw conflict(`user ${userId} is not a friend of channel ${channelId}`);
  const status = options.block ? 'blocked' : 'unfollowed';
  ctx.store.setFriendship(channelId, userId, { status, since: previous.since, changedAt: now });
  return emit(ctx, channelId, unfollowEvent(userSource(userId), now));
}

/** Where a user acts: their 1:1 chat, or a group they are in with the bot. */
function sourceOf(ctx: SandboxContext, channelId: string, userId: string, groupId?: string): Source {
  if (!groupId) {
    if (ctx.store.friendship(channelId, userId)?.status === 'blocked') {
      throw conflict(`user ${userId} has blocked channel ${channelId}`);
    }
    return userSource(userId);
  }
  const group = ctx.store.state.groups[groupId];
  if (!group || group.channelId !== channelId) throw notFound('group', groupId);
  if (!group.botIsMember) throw conflict(`the bot is not in group ${groupId}`);
  if (!group.memberIds.includes(userId)) throw conflict(`user ${userId} is not in group ${groupId}`);
  return groupSource(groupId, userId);
}

const chatIdOf = (source: Source): string => (source.type === 'group' ? source.groupId : source.userId);

export async function sendUserMessage(
  ctx: SandboxContext,
  channelId: string,
  userId: string,
  input: UserMessageInput,
  options: { groupId?: string } = {},
): Promise<EventResult> {
  requireChannel(ctx, channelId);
  requireUser(ctx, userId);
  const source = sourceOf(ctx, channelId, userId, options.groupId);
  const now = ctx.clock.now();
  const id = ctx.store.nextMessageId();
  const built = buildUserMessage(id, input, now);
  if (built.content) ctx.store.state.contents[id] = built.content;
  // The chat keeps the message itself; its ID and quote token are fields of the entry.
  const { id: _id, quoteToken: _quoteToken, ...message } = built.event;
  ctx.store.addChat({
    id,
    channelId,
    chatId: chatIdOf(source),
    from: 'user',
    senderId: userId,
    via: 'user',
    message,
    quoteToken: built.quoteToken,
    at: now,
  });
  const replyToken = ctx.replyTokens.issue({ channelId, chatId: chatIdOf(source) }, now);
  return emit(ctx, channelId, messageEvent(source, now, replyToken, built.event));
}

/** What a postback action sends; `displayText` shows in the chat as the user's message (no message event). */
export interface PostbackInput {
  data: string;
  params?: JsonObject;
  displayText?: string;
  groupId?: string;
}

export async function postback(
  ctx: SandboxContext,
  channelId: string,
  userId: string,
  input: PostbackInput,
): Promise<EventResult> {
  requireChannel(ctx, channelId);
  requireUser(ctx, userId);
  const source = sourceOf(ctx, channelId, userId, input.groupId);
  const now = ctx.clock.now();
  if (input.displayText) {
    ctx.store.addChat({
      id: ctx.store.nextMessageId(),
      channelId,
      chatId: chatIdOf(source),
      from: 'user',
      senderId: userId,
      via: 'user',
      message: { type: 'text', text: input.displayText },
      at: now,
    });
  }
  const replyToken = ctx.replyTokens.issue({ channelId, chatId: chatIdOf(source) }, now);
  return emit(
    ctx,
    channelId,
    postbackEvent(source, now, replyToken, { data: input.data, params: input.params }),
  );
}

/**
 * The user taps a rich menu switch action: the alias's menu becomes the one linked to them (a
 * per-user rich menu, as switching is built on them) and the bot gets a postback whose `params`
 * say how it went.
 * https://developers.line.biz/en/reference/messaging-api/#postback-params-object-for-richmenu-switch-action
 */
export async function switchRichMenu(
  ctx: SandboxContext,
  channelId: string,
  userId: string,
  input: { richMenuAliasId: string; data: string },
): Promise<EventResult> {
  requireChannel(ctx, channelId);
  requireUser(ctx, userId);
  const space = ctx.store.richMenus(channelId);
  const richMenuId = space.aliases[input.richMenuAliasId];
  let params: JsonObject;
  if (richMenuId === undefined) params = { status: 'RICHMENU_ALIAS_ID_NOTFOUND' };
  else if (!space.menus[richMenuId]) params = { status: 'RICHMENU_NOTFOUND' };
  else {
    space.userLinks[userId] = richMenuId;
    ctx.store.changed();
    params = { newRichMenuAliasId: input.richMenuAliasId, status: 'SUCCESS' };
  }
  return postback(ctx, channelId, userId, { data: input.data, params });
}

export async function beacon(
  ctx: SandboxContext,
  channelId: string,
  userId: string,
  input: { hwid: string; type?: 'enter' | 'banner' | 'stay'; dm?: string },
): Promise<EventResult> {
  requireChannel(ctx, channelId);
  requireUser(ctx, userId);
  const source = sourceOf(ctx, channelId, userId);
  const now = ctx.clock.now();
  const replyToken = ctx.replyTokens.issue({ channelId, chatId: userId }, now);
  return emit(
    ctx,
    channelId,
    beaconEvent(source, now, replyToken, { hwid: input.hwid, type: input.type ?? 'enter', dm: input.dm }),
  );
}

export async function videoPlayComplete(
  ctx: SandboxContext,
  channelId: string,
  userId: string,
  input: { trackingId: string },
): Promise<EventResult> {
  requireChannel(ctx, channelId);
  requireUser(ctx, userId);
  const source = sourceOf(ctx, channelId, userId);
  const now = ctx.clock.now();
  const replyToken = ctx.replyTokens.issue({ channelId, chatId: userId }, now);
  return emit(ctx, channelId, videoPlayCompleteEvent(source, now, replyToken, input.trackingId));
}

/** The user takes back a message they sent: it leaves the chat and the bot gets `unsend`. */
export async function unsendMessage(
  ctx: SandboxContext,
  channelId: string,
  userId: string,
  messageId: string,
): Promise<EventResult> {
  requireChannel(ctx, channelId);
  const entry = ctx.store.chatEntry(messageId);
  if (!entry || entry.channelId !== channelId || entry.senderId !== userId)
    throw notFound('message', messageId);
  ctx.store.state.chat = ctx.store.state.chat.filter((e) => e !== entry);
  delete ctx.store.state.contents[messageId];
  ctx.store.changed();
  const source = entry.chatId === userId ? userSource(userId) : groupSource(entry.chatId, userId);
  return emit(ctx, channelId, unsendEvent(source, ctx.clock.now(), messageId));
}

import type { SandboxContext } from '../line/context.ts';
import type { EventResult } from '../line/friends/emit.ts';
import { addGroupMembers, createGroup, removeBot, removeGroupMember } from '../line/friends/groups.ts';
import { clickUrl, openChat } from '../line/friends/interact.ts';
import {
  beacon,
  follow,
  type PostbackInput,
  postback,
  sendUserMessage,
  switchRichMenu,
  unfollow,
  unsendMessage,
  videoPlayComplete,
} from '../line/friends/simulate.ts';
import type { UserMessageInput } from '../line/friends/user-messages.ts';
import type { WebhookAttempt } from '../line/friends/webhook-log.ts';
import type { RecordedRequest, RequestFilter } from '../line/request-log.ts';
import { displayedMenu } from '../line/richmenu/menus.ts';
import type { ChatEntry, FriendStatus, Group, RichMenu, User } from '../line/state/types.ts';
import type { FaultConfig } from '../shared/faults.ts';
import { faultControl, type RuntimeSettings, settingsControl } from '../shared/runtime-control.ts';
import {
  type ChannelInput,
  type ChannelPatch,
  type ChannelView,
  createChannel,
  requireChannel,
  updateChannel,
  view,
} from './channels.ts';
import {
  createUser,
  listUsers,
  requireUser,
  type UserInput,
  type UserPatch,
  type UserWithFriendship,
  updateUser,
} from './users.ts';

export type { RuntimeSettings } from '../shared/runtime-control.ts';

/**
 * The typed in-process control API of the LINE sandbox: everything the `/__sandbox` HTTP routes
 * offer, for code that embeds the sandbox (the console's demo seed, tests).
 */
export interface SandboxControl {
  createChannel(input?: ChannelInput): ChannelView;
  updateChannel(channelId: string, patch: ChannelPatch): ChannelView;
  getChannel(channelId: string): ChannelView;
  listChannels(): ChannelView[];
  createUser(input?: UserInput): User;
  updateUser(userId: string, patch: UserPatch): User;
  getUser(userId: string): User;
  listUsers(filter?: { channelId?: string; status?: FriendStatus }): UserWithFriendship[];
  /** Adds the channel as a friend (`follow`); `since` backdates the friendship (narrowcast filters). */
  follow(channelId: string, userId: string, options?: { since?: number }): Promise<EventResult>;
  unfollow(channelId: string, userId: string): Promise<EventResult>;
  block(channelId: string, userId: string): Promise<EventResult>;
  sendMessage(
    channelId: string,
    userId: string,
    message: UserMessageInput,
    options?: { groupId?: string },
  ): Promise<EventResult>;
  /** The user takes back a message they sent (`unsend`). */
  unsend(channelId: string, userId: string, messageId: string): Promise<EventResult>;
  /** A postback action; its `displayText` lands in the chat as the user's message. */
  postback(channelId: string, userId: string, input: PostbackInput): Promise<EventResult>;
  /** A rich menu switch action: links the alias's menu to the user, then a postback with `params`. */
  switchRichMenu(
    channelId: string,
    userId: string,
    input: { richMenuAliasId: string; data: string },
  ): Promise<EventResult>;
  beacon(
    channelId: string,
    userId: string,
    input: { hwid: string; type?: 'enter' | 'banner' | 'stay'; dm?: string },
  ): Promise<EventResult>;
  videoPlayComplete(channelId: string, userId: string, input: { trackingId: string }): Promise<EventResult>;
  /** The user opens the chat: every bot message in it is displayed (insight impressions). */
  openChat(channelId: string, userId: string): { opened: number };
  /** The user opens a link of a bot message they received (insight clicks). */
  click(channelId: string, userId: string, input: { messageId: string; url: string }): { clicks: number };
  createGroup(
    channelId: string,
    input: { groupName?: string | null; pictureUrl?: string; memberIds?: string[]; groupId?: string },
  ): Promise<{ group: Group } & EventResult>;
  addGroupMembers(groupId: string, userIds: string[]): Promise<EventResult>;
  removeGroupMember(groupId: string, userId: string): Promise<EventResult>;
  removeBotFromGroup(groupId: string): Promise<EventResult>;
  /** What the user received from the bot in their 1:1 chat, oldest first. */
  inbox(channelId: string, userId: string): ChatEntry[];
  /** A whole chat (user ID or group ID), both directions, oldest first. */
  chat(channelId: string, chatId: string): ChatEntry[];
  /** The rich menu the user sees in that chat (their own link, else the default), if any. */
  richMenuOf(channelId: string, userId: string): RichMenu | undefined;
  /** The bytes of a rich menu's image (for a phone view). */
  richMenuImage(channelId: string, richMenuId: string): { contentType: string; data: Buffer } | undefined;
  /** The bytes of media a user sent (image, video, audio, file), for a phone view. */
  messageContent(
    channelId: string,
    messageId: string,
  ): { contentType: string; data: Buffer; fileName?: string } | undefined;
  /**
   * chatId → how many sends of the channel reached it. Kept a counter a chat however many messages
   * go out (the chat and request logs keep only the newest), so exactly-once is provable at 100,000.
   */
  deliveries(channelId: string): Record<string, number>;
  requests(filter?: RequestFilter): RecordedRequest[];
  webhooks(filter?: { channelId?: string; limit?: number }): WebhookAttempt[];
  setFaults(config: FaultConfig): void;
  faults(): FaultConfig;
  settings(): RuntimeSettings;
  configure(settings: Partial<RuntimeSettings>): RuntimeSettings;
  /** Waits for webhook deliveries and other background work in flight. */
  settle(): Promise<void>;
  /** Forgets everything (channels, users, messages, logs, faults) and restores the start settings. */
  reset(): void;
}

export function createControl(ctx: SandboxContext, initial: RuntimeSettings): SandboxControl {
  const runtime = settingsControl(ctx.limiter);
  return {
    ...runtime,
    ...faultControl(ctx.faults),
    createChannel: (input) => createChannel(ctx, input),
    updateChannel: (channelId, patch) => updateChannel(ctx, channelId, patch),
    getChannel: (channelId) => view(requireChannel(ctx, channelId)),
    listChannels: () => ctx.store.channels().map(view),
    createUser: (input) => createUser(ctx, input),
    updateUser: (userId, patch) => updateUser(ctx, userId, patch),
    getUser: (userId) => structuredClone(requireUser(ctx, userId)),
    listUsers: (filter) => listUsers(ctx, filter),
    follow: (channelId, userId, options) => follow(ctx, channelId, userId, options),
    unfollow: (channelId, userId) => unfollow(ctx, channelId, userId),
    block: (channelId, userId) => unfollow(ctx, channelId, userId, { block: true }),
    sendMessage: (channelId, userId, message, options) =>
      sendUserMessage(ctx, channelId, userId, message, options),
    unsend: (channelId, userId, messageId) => unsendMessage(ctx, channelId, userId, messageId),
    postback: (channelId, userId, input) => postback(ctx, channelId, userId, input),
    switchRichMenu: (channelId, userId, input) => switchRichMenu(ctx, channelId, userId, input),
    beacon: (channelId, userId, input) => beacon(ctx, channelId, userId, input),
    videoPlayComplete: (channelId, userId, input) => videoPlayComplete(ctx, channelId, userId, input),
    openChat: (channelId, userId) => openChat(ctx, channelId, userId),
    click: (channelId, userId, input) => clickUrl(ctx, channelId, userId, input),
    createGroup: (channelId, input) => createGroup(ctx, channelId, input),
    addGroupMembers: (groupId, userIds) => addGroupMembers(ctx, groupId, userIds),
    removeGroupMember: (groupId, userId) => removeGroupMember(ctx, groupId, userId),
    removeBotFromGroup: (groupId) => removeBot(ctx, groupId),
    inbox: (channelId, userId) => ctx.store.chat(channelId, userId).filter((e) => e.from === 'bot'),
    chat: (channelId, chatId) => ctx.store.chat(channelId, chatId),
    deliveries: (channelId) => ({ ...ctx.store.deliveries(channelId) }),
    richMenuOf: (channelId, userId) => {
      const menu = displayedMenu(ctx, channelId, userId);
      return menu ? structuredClone(menu) : undefined;
    },
    richMenuImage: (channelId, richMenuId) => {
      const image = ctx.store.richMenus(channelId).menus[richMenuId]?.image;
      return image ? { contentType: image.contentType, data: Buffer.from(image.data, 'base64') } : undefined;
    },
    messageContent: (channelId, messageId) => {
      const entry = ctx.store.chatEntry(messageId);
      const content = ctx.store.state.contents[messageId];
      if (!entry || entry.channelId !== channelId || !content) return undefined;
      const data = Buffer.from(content.data, 'base64');
      return { contentType: content.contentType, data, fileName: content.fileName };
    },
    requests: (filter) => ctx.requests.list(filter),
    webhooks: (filter) => ctx.webhooks.list(filter),
    settle: () => ctx.tasks.settle(),
    reset: () => {
      ctx.tasks.cancelAll();
      ctx.store.reset();
      ctx.retryKeys.reset();
      ctx.replyTokens.reset();
      ctx.limiter.reset();
      ctx.requests.reset();
      ctx.webhooks.reset();
      ctx.faults.reset();
      runtime.configure(initial);
    },
  };
}

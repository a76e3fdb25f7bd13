import { newAccessToken, newBasicId, newChannelId, newChannelSecret, newUserId } from '../ids.ts';
import type { SandboxContext } from '../line/context.ts';
import type { Channel, Quota } from '../line/state/types.ts';
import { conflict, invalid, notFound } from './errors.ts';

/** A channel (LINE official account's Messaging API channel) as the control API creates it. */
export interface ChannelInput {
  channelId?: string;
  channelSecret?: string;
  /** The long-lived channel access token. */
  accessToken?: string;
  botUserId?: string;
  basicId?: string;
  premiumId?: string;
  displayName?: string;
  pictureUrl?: string;
  chatMode?: 'chat' | 'bot';
  markAsReadMode?: 'auto' | 'manual';
  quota?: Quota;
  webhookUrl?: string;
  /** "Use webhook" (default true). */
  webhookActive?: boolean;
  /** Webhook redelivery (default false, as on LINE). */
  redelivery?: boolean;
}

export type ChannelPatch = Omit<ChannelInput, 'channelId' | 'botUserId' | 'accessToken'>;

export interface ChannelView extends Channel {
  /** The long-lived token, for `Authorization: Bearer`. */
  accessToken: string;
}

export function view(channel: Channel): ChannelView {
  const longLived = channel.accessTokens.find((t) => t.kind === 'long-lived');
  return { ...structuredClone(channel), accessToken: longLived?.token ?? '' };
}

function checkQuota(quota: Quota | undefined): void {
  if (quota?.type === 'limited' && (!Number.isInteger(quota.value) || quota.value < 0)) {
    throw invalid('quota.value must be a non-negative integer');
  }
}

export function createChannel(ctx: SandboxContext, input: ChannelInput = {}): ChannelView {
  const channelId = input.channelId ?? newChannelId();
  if (ctx.store.channel(channelId)) throw conflict(`channel ${channelId} already exists`);
  const token = input.accessToken ?? newAccessToken();
  if (ctx.store.channelByToken(token, ctx.clock.now()))
    throw conflict('this access token belongs to another channel');
  if (input.botUserId !== undefined && !/^U[0-9a-f]{32}$/.test(input.botUserId)) {
    throw invalid('botUserId must be U followed by 32 hex digits');
  }
  checkQuota(input.quota);
  const channel: Channel = {
    channelId,
    channelSecret: input.channelSecret ?? newChannelSecret(),
    accessTokens: [{ token, kind: 'long-lived', expiresAt: null }],
    botUserId: input.botUserId ?? newUserId(),
    basicId: input.basicId ?? newBasicId(),
    premiumId: input.premiumId,
    displayName: input.displayName ?? 'Sandbox Official Account',
    pictureUrl: input.pictureUrl,
    chatMode: input.chatMode ?? 'bot',
    markAsReadMode: input.markAsReadMode ?? 'auto',
    quota: input.quota ?? { type: 'none' },
    webhook: { endpoint: input.webhookUrl ?? '', active: input.webhookActive ?? true },
    redelivery: input.redelivery ?? false,
    createdAt: ctx.clock.now(),
  };
  ctx.store.state.channels[channelId] = channel;
  ctx.store.changed();
  return view(channel);
}

export function requireChannel(ctx: SandboxContext, channelId: string): Channel {
  const channel = ctx.store.channel(channelId);
  if (!channel) throw notFound('channel', channelId);
  return channel;
}

export function updateChannel(ctx: SandboxContext, channelId: string, patch: ChannelPatch): ChannelView {
  const channel = requireChannel(ctx, channelId);
  checkQuota(patch.quota);
  const { webhookUrl, webhookActive, ...rest } = patch;
  Object.assign(channel, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
  if (webhookUrl !== undefined) channel.webhook.endpoint = webhookUrl;
  if (webhookActive !== undefined) channel.webhook.active = webhookActive;
  ctx.store.changed();
  return view(channel);
}

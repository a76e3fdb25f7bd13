import type { JsonObject } from '../../json.ts';

/**
 * Everything the LINE sandbox remembers across a restart (saved as JSON when a data dir is given).
 * Short-lived protocol state (reply tokens, retry keys, rate buckets, request log) lives in memory.
 */

export type Quota = { type: 'none' } | { type: 'limited'; value: number };

export interface AccessToken {
  token: string;
  kind: 'long-lived' | 'short-lived' | 'stateless';
  /** Epoch ms; null for long-lived tokens. */
  expiresAt: number | null;
}

export interface Channel {
  channelId: string;
  channelSecret: string;
  accessTokens: AccessToken[];
  /** The bot's own user ID: webhook `destination`. */
  botUserId: string;
  basicId: string;
  premiumId?: string;
  displayName: string;
  pictureUrl?: string;
  chatMode: 'chat' | 'bot';
  markAsReadMode: 'auto' | 'manual';
  quota: Quota;
  /** `endpoint` is '' until set. */
  webhook: { endpoint: string; active: boolean };
  /** Webhook redelivery (off by default on LINE; switched on per channel in the console). */
  redelivery: boolean;
  createdAt: number;
}

export type Gender = 'male' | 'female';
export type AppType = 'ios' | 'android';

/** A simulated LINE user (one ID for every channel of the sandbox). */
export interface User {
  userId: string;
  displayName: string;
  pictureUrl?: string;
  statusMessage?: string;
  /** Absent until the user consented to the privacy policy, as on LINE. */
  language?: string;
  /** E.164, for LINE notification messages (PNP). */
  phoneNumber?: string;
  gender?: Gender;
  age?: number;
  appType?: AppType;
  /** Narrowcast area code, e.g. `jp_13` (Tokyo). */
  area?: string;
  createdAt: number;
}

export type FriendStatus = 'friend' | 'unfollowed' | 'blocked';

export interface Friendship {
  status: FriendStatus;
  /** Start of the current friendship (narrowcast `subscriptionPeriod`). */
  since: number;
  changedAt: number;
}

export interface Group {
  groupId: string;
  channelId: string;
  /** Absent for a group LINE gives no name for. */
  groupName?: string;
  pictureUrl?: string;
  memberIds: string[];
  botIsMember: boolean;
  createdAt: number;
}

export type Via =
  | 'reply'
  | 'push'
  | 'multicast'
  | 'broadcast'
  | 'narrowcast'
  | 'pnp'
  | 'pnpTemplated'
  | 'user';

/** One message in a chat (1:1 with a user, or a group), either direction. */
export interface ChatEntry {
  id: string;
  channelId: string;
  /** User ID for a 1:1 chat, group ID for a group chat. */
  chatId: string;
  from: 'bot' | 'user';
  /** The user who sent it (from: 'user'). */
  senderId?: string;
  via: Via;
  requestId?: string;
  message: JsonObject;
  quoteToken?: string;
  at: number;
  /** `customAggregationUnits[0]` of the push or multicast that sent it (statistics per unit). */
  unit?: string;
  /** When the recipient first displayed it (an impression in the insight statistics). */
  openedAt?: number;
  /** Each time the recipient opened a URL of it. */
  clicks?: Array<{ url: string; at: number }>;
}

export interface Content {
  contentType: string;
  /** Base64 of the bytes. */
  data: string;
  fileName?: string;
  /**
   * A video or audio LINE is still preparing: until `readyAt` (sandbox clock) getting it answers
   * 202 and its transcoding status is `processing`; then it is `succeeded`, or `failed` for good.
   */
  preparation?: { readyAt: number; fails: boolean };
}

export interface RichMenu {
  richMenuId: string;
  body: JsonObject;
  image?: Content;
  createdAt: number;
}

export interface RichMenuSpace {
  menus: Record<string, RichMenu>;
  defaultId?: string;
  userLinks: Record<string, string>;
  aliases: Record<string, string>;
  /** Batch-control requests by request ID (done at once, so only times are kept). */
  batches?: Record<string, { acceptedAt: number; completedAt: number }>;
}

export interface AudienceJob {
  audienceGroupJobId: number;
  description?: string;
  type: 'DIFF_ADD';
  jobStatus: 'QUEUED' | 'WORKING' | 'FINISHED' | 'FAILED';
  audienceCount: number;
  created: number;
}

/** Upload (user IDs), message click and message impression audiences: the ones the API creates. */
export type AudienceType = 'UPLOAD' | 'CLICK' | 'IMP';

export interface Audience {
  audienceGroupId: number;
  channelId: string;
  /** Absent on audiences saved before click and impression audiences existed: those are UPLOAD. */
  type?: AudienceType;
  /** CLICK and IMP: the broadcast or narrowcast whose recipients they hold. */
  requestId?: string;
  /** CLICK: the one URL clicked, when the request named one. */
  clickUrl?: string;
  description: string;
  isIfaAudience: boolean;
  userIds: string[];
  jobs: AudienceJob[];
  /** Unix seconds. */
  created: number;
}

export interface NarrowcastJob {
  requestId: string;
  channelId: string;
  phase: 'waiting' | 'sending' | 'succeeded' | 'failed';
  acceptedAt: number;
  completedAt?: number;
  successCount?: number;
  failureCount?: number;
  targetCount?: number;
  errorCode?: number;
  failedDescription?: string;
  recipients?: string[];
}

export interface SandboxState {
  version: 1;
  channels: Record<string, Channel>;
  users: Record<string, User>;
  /** channelId → userId → friendship. */
  friendships: Record<string, Record<string, Friendship>>;
  groups: Record<string, Group>;
  chat: ChatEntry[];
  contents: Record<string, Content>;
  richMenus: Record<string, RichMenuSpace>;
  audiences: Record<string, Audience>;
  narrowcasts: Record<string, NarrowcastJob>;
  /** `channelId|yyyyMM` (JST) → the distinct `customAggregationUnits` names used that month. */
  aggregationUnits?: Record<string, string[]>;
  /** `channelId|kind|yyyyMMdd` (JST) → number of messages delivered. */
  stats: Record<string, number>;
  /** channelId → chatId → sends that reached the chat (a counter a chat, never trimmed). */
  deliveries: Record<string, Record<string, number>>;
  /** Last issued message ID (18 digits, as a string: beyond 2^53). */
  lastMessageId: string;
  lastAudienceId: number;
}

export function emptyState(): SandboxState {
  return {
    version: 1,
    channels: {},
    users: {},
    friendships: {},
    groups: {},
    chat: [],
    contents: {},
    richMenus: {},
    audiences: {},
    narrowcasts: {},
    stats: {},
    deliveries: {},
    lastMessageId: '600000000000000000',
    lastAudienceId: 4_389_303_728_000,
  };
}

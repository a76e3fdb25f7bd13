import type { channelAccessToken, insight, manageAudience, messagingApi } from '@line/bot-sdk';
import type { LineNotifications } from './line-pnp-template.ts';

export type LinePlatform = 'line' | 'sandbox';

/** Where LINE is: its two hosts, and the sandbox that stands in for both for sandbox channels. */
export interface LineHosts {
  apiBaseUrl: string;
  dataApiBaseUrl: string;
  /** The LINE sandbox; accounts bound to it talk to it for both hosts. */
  sandboxUrl?: string;
}

/** A channel as the port addresses it: by its credentials, never by a module's record. */
export interface LineChannel {
  platform: LinePlatform;
  accessToken: string;
}

/**
 * The Messaging API calls of one channel. Requests keep LINE's own shapes (checked against LINE's
 * OpenAPI), so each call is the SDK's; sends that take an X-Line-Retry-Key take it as their last
 * argument (line-send.ts retries them under it).
 */
export type LineMessaging = Pick<
  messagingApi.MessagingApiClient,
  | 'replyMessage'
  | 'pushMessage'
  | 'pushMessageWithHttpInfo'
  | 'multicast'
  | 'multicastWithHttpInfo'
  | 'narrowcastWithHttpInfo'
  | 'broadcastWithHttpInfo'
  | 'getNarrowcastProgress'
  | 'validatePush'
  | 'pushMessagesByPhone'
  | 'getMessageQuota'
  | 'getMessageQuotaConsumption'
  | 'getProfile'
  | 'getFollowers'
  | 'getGroupSummary'
  | 'getGroupMemberProfile'
  | 'getGroupMembersIds'
  | 'getBotInfo'
  | 'setWebhookEndpoint'
  | 'testWebhookEndpoint'
  | 'createRichMenu'
  | 'linkRichMenuIdToUser'
  | 'linkRichMenuIdToUsers'
  | 'createRichMenuAlias'
>;

/** The data host's calls of one channel: message content, and rich menu images. */
export type LineContent = Pick<
  messagingApi.MessagingApiBlobClient,
  'getMessageContentWithHttpInfo' | 'getMessageContentTranscodingByMessageId' | 'setRichMenuImage'
>;

export type LineAudiences = Pick<
  manageAudience.ManageAudienceClient,
  'getAudienceGroups' | 'createAudienceGroup' | 'createImpBasedAudienceGroup'
>;

export type LineInsight = Pick<
  insight.InsightClient,
  'getNumberOfFollowers' | 'getStatisticsPerUnit' | 'getMessageEvent'
>;

/** A channel's tokens, issued from its id and secret (no access token yet). */
export type LineTokens = Pick<
  channelAccessToken.ChannelAccessTokenClient,
  'issueChannelToken' | 'issueStatelessChannelTokenByClientSecret' | 'verifyChannelToken'
>;

/** Everything the server asks of LINE: the only way past core/line to `@line/bot-sdk`. */
export interface LinePort {
  messaging(channel: LineChannel): LineMessaging;
  /** LINE notification messages (template), which the SDK does not offer. */
  notifications(channel: LineChannel): LineNotifications;
  content(channel: LineChannel): LineContent;
  audiences(channel: LineChannel): LineAudiences;
  insight(channel: LineChannel): LineInsight;
  tokens(platform: LinePlatform): LineTokens;
}

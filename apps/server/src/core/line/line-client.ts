import { channelAccessToken, insight, manageAudience, messagingApi } from '@line/bot-sdk';
import { AppError } from '../http/errors.ts';
import { lineNotifications } from './line-pnp-template.ts';
import type { LineChannel, LineHosts, LinePlatform, LinePort } from './line-port.ts';

/** Where an account's calls go. Production code and tests take the same path: only the base URL differs. */
export function lineBaseUrls(platform: LinePlatform, hosts: LineHosts) {
  if (platform === 'line') return { api: hosts.apiBaseUrl, data: hosts.dataApiBaseUrl };
  if (!hosts.sandboxUrl) throw new AppError('line.error.unreachable');
  return { api: hosts.sandboxUrl, data: hosts.sandboxUrl };
}

/** The port on `@line/bot-sdk`: each call builds the SDK client for the channel's host and token. */
export function lineClient(hosts: LineHosts): LinePort {
  const on = ({ platform, accessToken }: LineChannel, host: 'api' | 'data') => ({
    channelAccessToken: accessToken,
    baseURL: lineBaseUrls(platform, hosts)[host],
  });
  return {
    messaging: (channel) => new messagingApi.MessagingApiClient(on(channel, 'api')),
    notifications: (channel) =>
      lineNotifications(lineBaseUrls(channel.platform, hosts).api, channel.accessToken),
    content: (channel) => new messagingApi.MessagingApiBlobClient(on(channel, 'data')),
    audiences: (channel) => new manageAudience.ManageAudienceClient(on(channel, 'api')),
    insight: (channel) => new insight.InsightClient(on(channel, 'api')),
    tokens: (platform) =>
      new channelAccessToken.ChannelAccessTokenClient({ baseURL: lineBaseUrls(platform, hosts).api }),
  };
}

import { channelAccessToken, insight, manageAudience, messagingApi } from '@line/bot-sdk';
import { AppError } from '../http/errors.ts';
import type { LineHosts, LinePlatform, LinePort } from './line-port.ts';

/** Where an account's calls go. Production code and tests take the same path: only the base URL differs. */
export function lineBaseUrls(platform: LinePlatform, hosts: LineHosts) {
  if (platform === 'line') return { api: hosts.apiBaseUrl, data: hosts.dataApiBaseUrl };
  if (!hosts.sandboxUrl) throw new AppError('line.error.unreachable');
  return { api: hosts.sandboxUrl, data: hosts.sandboxUrl };
}

/** The port on `@line/bot-sdk`: each call builds the SDK client for the channel's host and token. */
export function lineClient(hosts: LineHosts): LinePort {
  return {
    messaging: ({ platform, accessToken }) =>
      new messagingApi.MessagingApiClient({
        channelAccessToken: accessToken,
        baseURL: lineBaseUrls(platform, hosts).api,
      }),
    content: ({ platform, accessToken }) =>
      new messagingApi.MessagingApiBlobClient({
        channelAccessToken: accessToken,
        baseURL: lineBaseUrls(platform, hosts).data,
      }),
    audiences: ({ platform, accessToken }) =>
      new manageAudience.ManageAudienceClient({
        channelAccessToken: accessToken,
        baseURL: lineBaseUrls(platform, hosts).api,
      }),
    insight: ({ platform, accessToken }) =>
      new insight.InsightClient({
        channelAccessToken: accessToken,
        baseURL: lineBaseUrls(platform, hosts).api,
      }),
    tokens: (platform) =>
      new channelAccessToken.ChannelAccessTokenClient({ baseURL: lineBaseUrls(platform, hosts).api }),
  };
}

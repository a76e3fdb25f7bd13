import { insight } from '@line/bot-sdk';
import { type LineHosts, type LinePlatform, lineBaseUrls } from '../../../core/line/line-clients.ts';

/** LINE's insight API for an account (the sandbox's for sandbox accounts). */
export const insightClient = (platform: LinePlatform, hosts: LineHosts, channelAccessToken: string) =>
  new insight.InsightClient({ channelAccessToken, baseURL: lineBaseUrls(platform, hosts).api });

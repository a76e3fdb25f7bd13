import { channelAccessToken, HTTPFetchError, messagingApi } from '@line/bot-sdk';
import { AppError } from '../http/errors.ts';

export type LinePlatform = 'line' | 'sandbox';

export interface LineHosts {
  apiBaseUrl: string;
  dataApiBaseUrl: string;
  /** The LINE sandbox; accounts bound to it talk to it for both hosts. */
  sandboxUrl?: string;
}

/** Where an account's calls go. Production code and tests take the same path: only the base URL differs. */
export function lineBaseUrls(platform: LinePlatform, hosts: LineHosts) {
  if (platform === 'line') return { api: hosts.apiBaseUrl, data: hosts.dataApiBaseUrl };
  if (!hosts.sandboxUrl) throw new AppError('line.error.unreachable');
  return { api: hosts.sandboxUrl, data: hosts.sandboxUrl };
}

export function messagingClients(platform: LinePlatform, hosts: LineHosts, channelAccessToken: string) {
  const urls = lineBaseUrls(platform, hosts);
  return {
    api: new messagingApi.MessagingApiClient({ channelAccessToken, baseURL: urls.api }),
    blob: new messagingApi.MessagingApiBlobClient({ channelAccessToken, baseURL: urls.data }),
  };
}

export function tokenClient(platform: LinePlatform, hosts: LineHosts) {
  return new channelAccessToken.ChannelAccessTokenClient({ baseURL: lineBaseUrls(platform, hosts).api });
}

/** The HTTP status LINE answered with, or undefined when it could not be reached at all. */
export function lineStatus(error: unknown): number | undefined {
  return error instanceof HTTPFetchError ? error.status : undefined;
}

/** A LINE call that failed for a reason of the account, not of the request: its token, LINE's rate limit, or LINE itself. */
export function accountCallError(error: unknown): AppError {
  const status = lineStatus(error);
  if (status === 401) return new AppError('line.error.badToken');
  if (status === 429) return new AppError('line.error.rateLimited');
  return new AppError('line.error.unreachable');
}

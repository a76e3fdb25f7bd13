import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from '@hubspot/api-client';
import { AppError } from '../../../core/http/errors.ts';
import { Pacer } from './pacer.ts';

export const HUBSPOT_API_URL = 'https://api.hubapi.com';

/** HubSpot's error answer (TWILIO-HUBSPOT-FACTS B9); 429s also carry `policyName`. */
interface HubspotErrorBody {
  message?: string;
  category?: string;
  policyName?: string;
}

/** An SDK failure: `ApiException` carries the HTTP status and HubSpot's body. */
export function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'number')
    return error.code;
  return undefined;
}

export function bodyOf(error: unknown): HubspotErrorBody {
  if (error && typeof error === 'object' && 'body' in error && error.body && typeof error.body === 'object')
    return error.body as HubspotErrorBody;
  return {};
}

/**
 * How long to wait before retrying a failed call, or undefined when it must not be retried.
 * HubSpot's rolling limit resets within 10 s, its search limit within 1 s (B9, B10); 5xx and
 * network failures back off exponentially. `scale` shortens every wait (tests, the sandbox).
 */
export function retryDelayMs(error: unknown, attempt: number, scale = 1): number | undefined {
  const status = statusOf(error);
  if (status === 429) {
    const body = bodyOf(error);
    if (body.policyName === 'DAILY') return undefined;
    const window = body.policyName === 'TEN_SECONDLY_ROLLING' ? 10_000 : 1_000;
    return window * scale;
  }
  if (status === undefined || status >= 500) return Math.min(200 * 2 ** attempt, 10_000) * scale;
  return undefined;
}

export interface HubspotApi {
  client: Client;
  /**
   * Runs one SDK call paced under HubSpot's limits (`search` calls also under the search limit),
   * retrying rate limits and transient failures so that no write is lost.
   */
  call<T>(run: (client: Client) => Promise<T>, kind?: 'search'): Promise<T>;
}

export interface HubspotApiOptions {
  accessToken: string;
  basePath?: string;
  /** Retries after the first attempt (default 8: more than a 10-second window's worth of 429s). */
  retries?: number;
  /** Multiplies every retry wait (the sandbox with a sped-up clock, tests). */
  retryScale?: number;
  /** Calls per 10 seconds (B10: 100 on free and starter portals, 190 above); default 100. */
  burstLimit?: number;
  /** Search calls per second (B3); default 5. */
  searchLimit?: number;
}

/**
 * The SDK is loaded on first use: it is tens of MB of code that a hub on the built-in CRM (and
 * every idle server) never needs.
 */
export async function hubspotApi(options: HubspotApiOptions): Promise<HubspotApi> {
  const { Client } = await import('@hubspot/api-client');
  // The SDK's own retries sleep a fixed 10 s per 429; ours scale for the sandbox and count attempts.
  const client = new Client({
    accessToken: options.accessToken,
    basePath: options.basePath ?? HUBSPOT_API_URL,
    numberOfApiCallRetries: 0,
  });
  const retries = options.retries ?? 8;
  const burst = new Pacer(options.burstLimit ?? 100, 10_000);
  const search = new Pacer(options.searchLimit ?? 5, 1_000);
  return {
    client,
    async call(run, kind) {
      for (let attempt = 0; ; attempt += 1) {
        if (kind === 'search') await search.take();
        await burst.take();
        try {
          return await run(client);
        } catch (error) {
          const delay = attempt < retries ? retryDelayMs(error, attempt, options.retryScale) : undefined;
          if (delay === undefined) throw error;
          await sleep(delay);
        }
      }
    },
  };
}

/** The value of a call that answers 404 for an unknown id, as undefined. */
export async function orMissing<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

/**
 * A HubSpot failure as the user is told of it: a refused token, HubSpot out of reach (no HTTP
 * answer), or HubSpot's own message; `detail` keeps HubSpot's words for support.
 */
export function hubspotFailure(error: unknown, status = statusOf(error)): AppError {
  if (error instanceof AppError) return error;
  const detail = bodyOf(error).message ?? (error instanceof Error ? error.message : String(error));
  if (status === 401 || status === 403) return new AppError('crm.error.hubspotToken', { message: detail });
  if (status === undefined) return new AppError('crm.error.hubspotUnreachable', { message: detail });
  return new AppError('crm.error.hubspotFailed', { message: detail || `HTTP ${status}` });
}

import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from '../clock.ts';
import { listen } from '../shared/listen.ts';
import type { HubspotContext } from './context.ts';
import { createHubspotControl, type HubspotControl } from './control/api.ts';
import { HubspotFaults } from './faults.ts';
import { OAuthStore } from './oauth/store.ts';
import { HubspotRateLimiter } from './rate-limit.ts';
import { HubspotRequestLog } from './request-log.ts';
import { buildHubspotServer } from './server.ts';
import { Store } from './state/store.ts';

export interface HubspotSandboxOptions {
  /** Default 0: any free port (`url` tells which). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Rate-limit buckets refill this many times faster (default 1: HubSpot's real numbers). */
  speed?: number;
  /** false disables rate limiting (default true). */
  rateLimits?: boolean;
  /** Time source; tests pass a ManualClock. */
  clock?: Clock;
}

export interface HubspotSandbox {
  app: FastifyInstance;
  control: HubspotControl;
}

/** The HubSpot emulator as a Fastify app that is not listening yet (for `app.inject` or a custom listen). */
export function createHubspotSandbox(
  options: Omit<HubspotSandboxOptions, 'port' | 'host'> = {},
): HubspotSandbox {
  const ctx: HubspotContext = {
    store: new Store(),
    oauth: new OAuthStore(),
    clock: options.clock ?? systemClock,
    limiter: new HubspotRateLimiter(options.speed ?? 1, options.rateLimits ?? true),
    faults: new HubspotFaults(),
    requests: new HubspotRequestLog(),
  };
  const control = createHubspotControl(ctx, { speed: ctx.limiter.speed, rateLimits: ctx.limiter.enabled });
  return { app: buildHubspotServer(ctx, control), control };
}

export interface RunningHubspotSandbox {
  url: string;
  control: HubspotControl;
  close(): Promise<void>;
}

/** Starts the HubSpot CRM emulator; give @hubspot/api-client `basePath: url`. */
export async function startHubspotSandbox(
  options: HubspotSandboxOptions = {},
): Promise<RunningHubspotSandbox> {
  const sandbox = createHubspotSandbox(options);
  const url = await listen(sandbox.app, options);
  return { url, control: sandbox.control, close: () => sandbox.app.close() };
}

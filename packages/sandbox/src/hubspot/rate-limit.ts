import { randomUUID } from 'node:crypto';
import { type Bucket, type Limit, take } from '../shared/token-bucket.ts';
import { HubspotError } from './errors.ts';
import type { Tier } from './state/types.ts';

/**
 * HubSpot's API limits for private apps (B10, HS-USAGE; changelog "Increasing our API limits"):
 * a burst bucket per account of 100 requests / 10 s (Free, Starter) or 190 / 10 s (Professional,
 * Enterprise), a daily allowance (250,000 / 625,000 / 1,000,000, reset at midnight, UTC here), and
 * for search a separate 5 requests / s (B3). Buckets refill continuously; `speed` multiplies the
 * refill rate so tests live through ten seconds in a few milliseconds.
 */
export const INTERVAL_MS = 10_000;
const DAY_MS = 86_400_000;

export const BURST: Record<Tier, number> = { free: 100, starter: 100, professional: 190, enterprise: 190 };
export const DAILY: Record<Tier, number> = {
  free: 250_000,
  starter: 250_000,
  professional: 625_000,
  enterprise: 1_000_000,
};
export const SEARCH_LIMIT: Limit = { count: 5, perMs: 1000 };

/** The 429 bodies @hubspot/api-client's RetryDecorator keys on (B9): `policyName` or this message. */
export const SECONDLY_MESSAGE = 'You have reached your secondly limit.';

function rateLimited(
  message: string,
  policyName: string,
  headers: Record<string, string> = {},
): HubspotError {
  const correlationId = randomUUID();
  return new HubspotError(
    429,
    {
      status: 'error',
      message,
      errorType: 'RATE_LIMIT',
      correlationId,
      policyName,
      requestId: correlationId,
    },
    headers,
  );
}

export const rateLimitErrors = {
  burst: (headers?: Record<string, string>) =>
    rateLimited('You have reached your ten_secondly_rolling limit.', 'TEN_SECONDLY_ROLLING', headers),
  daily: (headers?: Record<string, string>) =>
    rateLimited('You have reached your daily limit.', 'DAILY', headers),
  search: () => rateLimited(SECONDLY_MESSAGE, 'SECONDLY'),
};

export interface PortalKey {
  portalId: number;
  tier: Tier;
}

export type RateDecision =
  | { allowed: true; headers: Record<string, string> }
  | { allowed: false; error: HubspotError };

interface Daily {
  day: number;
  used: number;
}

export class HubspotRateLimiter {
  private readonly burst = new Map<number, Bucket>();
  private readonly search = new Map<number, Bucket>();
  private readonly daily = new Map<number, Daily>();

  constructor(
    public speed = 1,
    public enabled = true,
  ) {}

  /** Search requests: their own 5/s bucket, no rate-limit headers (B3, B10). */
  checkSearch(portal: PortalKey, now: number): RateDecision {
    if (!this.enabled) return { allowed: true, headers: {} };
    const daily = this.takeDaily(portal, now);
    if (!daily.allowed) return { allowed: false, error: rateLimitErrors.daily() };
    const result = take(this.search.get(portal.portalId), SEARCH_LIMIT, now, this.speed);
    this.search.set(portal.portalId, result.bucket);
    return result.allowed
      ? { allowed: true, headers: {} }
      : { allowed: false, error: rateLimitErrors.search() };
  }

  /** Every other request: daily allowance, then the ten-second burst bucket, with B10's headers. */
  check(portal: PortalKey, now: number): RateDecision {
    const max = BURST[portal.tier];
    const dailyMax = DAILY[portal.tier];
    if (!this.enabled) return { allowed: true, headers: headers(max, max, dailyMax, dailyMax) };
    const daily = this.takeDaily(portal, now);
    const limit: Limit = { count: max, perMs: INTERVAL_MS };
    if (!daily.allowed) {
      return { allowed: false, error: rateLimitErrors.daily(headers(max, 0, dailyMax, 0)) };
    }
    const result = take(this.burst.get(portal.portalId), limit, now, this.speed);
    this.burst.set(portal.portalId, result.bucket);
    const remaining = Math.max(0, Math.floor(result.bucket.tokens));
    const h = headers(max, remaining, dailyMax, dailyMax - daily.used);
    return result.allowed
      ? { allowed: true, headers: h }
      : { allowed: false, error: rateLimitErrors.burst(h) };
  }

  private takeDaily(portal: PortalKey, now: number): { allowed: boolean; used: number } {
    const day = Math.floor(now / DAY_MS);
    const current = this.daily.get(portal.portalId);
    const used = current && current.day === day ? current.used : 0;
    if (used >= DAILY[portal.tier]) return { allowed: false, used };
    this.daily.set(portal.portalId, { day, used: used + 1 });
    return { allowed: true, used: used + 1 };
  }

  /** Uses up a portal's daily allowance (tests of the DAILY 429). */
  exhaustDaily(portal: PortalKey, now: number): void {
    this.daily.set(portal.portalId, { day: Math.floor(now / DAY_MS), used: DAILY[portal.tier] });
  }

  reset(): void {
    this.burst.clear();
    this.search.clear();
    this.daily.clear();
  }
}

function headers(
  max: number,
  remaining: number,
  daily: number,
  dailyRemaining: number,
): Record<string, string> {
  return {
    'x-hubspot-ratelimit-max': String(max),
    'x-hubspot-ratelimit-remaining': String(remaining),
    'x-hubspot-ratelimit-interval-milliseconds': String(INTERVAL_MS),
    'x-hubspot-ratelimit-daily': String(daily),
    'x-hubspot-ratelimit-daily-remaining': String(Math.max(0, dailyRemaining)),
  };
}

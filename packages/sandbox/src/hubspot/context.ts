import type { Clock } from '../clock.ts';
import type { HubspotFaults } from './faults.ts';
import type { OAuthStore } from './oauth/store.ts';
import type { HubspotRateLimiter } from './rate-limit.ts';
import type { HubspotRequestLog } from './request-log.ts';
import type { Store } from './state/store.ts';

/** Everything a HubSpot route needs; built once per emulator. */
export interface HubspotContext {
  store: Store;
  /** Public apps, their codes and tokens (OAuth 2.0). */
  oauth: OAuthStore;
  clock: Clock;
  limiter: HubspotRateLimiter;
  faults: HubspotFaults;
  requests: HubspotRequestLog;
}

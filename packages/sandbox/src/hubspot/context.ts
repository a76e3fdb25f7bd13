import type { Clock } from '../clock.ts';
import type { HubspotFaults } from './faults.ts';
import type { HubspotRateLimiter } from './rate-limit.ts';
import type { HubspotRequestLog } from './request-log.ts';
import type { Store } from './state/store.ts';

/** Everything a HubSpot route needs; built once per emulator. */
export interface HubspotContext {
  store: Store;
  clock: Clock;
  limiter: HubspotRateLimiter;
  faults: HubspotFaults;
  requests: HubspotRequestLog;
}

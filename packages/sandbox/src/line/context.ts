import type { Clock } from '../clock.ts';
import type { Faults } from '../shared/faults.ts';
import type { Tasks } from '../tasks.ts';
import type { ReplyTokens } from './friends/reply-tokens.ts';
import type { WebhookLog } from './friends/webhook-log.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { RequestLog } from './request-log.ts';
import type { RetryKeys } from './retry-key.ts';
import type { Store } from './state/store.ts';

/** Timings of the asynchronous parts of the platform. */
export interface Timings {
  /** Delays before webhook redeliveries (one entry per attempt). */
  redeliveryDelaysMs: number[];
  webhookTimeoutMs: number;
  /** Narrowcast: waiting → sending, then sending → done. */
  narrowcastPhaseMs: number;
}

/** Everything a route or a simulation needs; built once per sandbox. */
export interface SandboxContext {
  store: Store;
  clock: Clock;
  tasks: Tasks;
  limiter: RateLimiter;
  retryKeys: RetryKeys;
  replyTokens: ReplyTokens;
  faults: Faults;
  requests: RequestLog;
  webhooks: WebhookLog;
  timings: Timings;
}

export const DEFAULT_TIMINGS: Timings = {
  redeliveryDelaysMs: [1_000, 4_000, 16_000],
  webhookTimeoutMs: 10_000,
  narrowcastPhaseMs: 500,
};

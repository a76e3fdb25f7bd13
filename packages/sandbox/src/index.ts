import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock.ts';
import { createControl, type SandboxControl } from './control/api.ts';
import { DEFAULT_TIMINGS, type SandboxContext, type Timings } from './line/context.ts';
import { ReplyTokens } from './line/friends/reply-tokens.ts';
import { WebhookLog } from './line/friends/webhook-log.ts';
import { failInterruptedNarrowcasts } from './line/narrowcast/jobs.ts';
import { RateLimiter } from './line/rate-limit.ts';
import { RequestLog } from './line/request-log.ts';
import { RetryKeys } from './line/retry-key.ts';
import { validateRequestBody } from './line/spec/validator.ts';
import { loadState, Saver } from './line/state/persist.ts';
import { Store } from './line/state/store.ts';
import { buildServer } from './server.ts';
import { Faults } from './shared/faults.ts';
import { listen } from './shared/listen.ts';
import { Tasks } from './tasks.ts';

export { type Clock, ManualClock, systemClock } from './clock.ts';
export type { RuntimeSettings, SandboxControl } from './control/api.ts';
export type { ChannelInput, ChannelPatch, ChannelView } from './control/channels.ts';
export { ControlError } from './control/errors.ts';
export type { UserInput, UserPatch, UserWithFriendship } from './control/users.ts';
export type { Timings } from './line/context.ts';
export type { DeliveryResult } from './line/friends/dispatch.ts';
export type { EventResult } from './line/friends/emit.ts';
export { signBody } from './line/friends/signature.ts';
export type { PostbackInput } from './line/friends/simulate.ts';
export type { UserMessageInput } from './line/friends/user-messages.ts';
export type { WebhookAttempt } from './line/friends/webhook-log.ts';
export type { RecordedRequest, RequestFilter } from './line/request-log.ts';
export type * from './line/state/types.ts';
export type { FaultConfig, FaultRule } from './shared/faults.ts';

export interface SandboxOptions {
  /** Default 0: any free port (`url` tells which). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Rate-limit buckets refill this many times faster (default 1: LINE's real numbers). */
  speed?: number;
  /** false disables rate limiting (default true). */
  rateLimits?: boolean;
  /** Keep state (channels, users, messages, rich menus, audiences) in a JSON file in this directory. */
  dataDir?: string;
  /** Time source; tests pass a ManualClock. */
  clock?: Clock;
  timings?: Partial<Timings>;
}

export interface Sandbox {
  app: FastifyInstance;
  control: SandboxControl;
  /** Saves (if persistent) and stops background work; does not close `app`. */
  shutdown(): void;
}

/** The sandbox as a Fastify app that is not listening yet (for `app.inject` or a custom listen). */
export function createSandbox(options: Omit<SandboxOptions, 'port' | 'host'> = {}): Sandbox {
  const clock = options.clock ?? systemClock;
  const store = new Store(options.dataDir ? loadState(options.dataDir) : undefined);
  const saver = options.dataDir ? new Saver(options.dataDir, () => store.state) : undefined;
  if (saver) store.onChange(() => saver.schedule());
  const ctx: SandboxContext = {
    store,
    clock,
    tasks: new Tasks(clock),
    limiter: new RateLimiter(options.speed ?? 1, options.rateLimits ?? true),
    retryKeys: new RetryKeys(),
    replyTokens: new ReplyTokens(),
    faults: new Faults(),
    requests: new RequestLog(),
    webhooks: new WebhookLog(),
    timings: { ...DEFAULT_TIMINGS, ...options.timings },
  };
  failInterruptedNarrowcasts(ctx);
  const control = createControl(ctx, { speed: ctx.limiter.speed, rateLimits: ctx.limiter.enabled });
  // Compile the message schemas now rather than on the first request (they take ~0.5 s).
  validateRequestBody('pushMessage', {});
  const app = buildServer(ctx, control);
  return {
    app,
    control,
    shutdown: () => {
      ctx.tasks.cancelAll();
      saver?.flush();
    },
  };
}

export interface RunningSandbox {
  url: string;
  control: SandboxControl;
  close(): Promise<void>;
}

/** Starts the LINE Platform sandbox on a port; point @line/bot-sdk clients' `baseURL` at `url`. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = createSandbox(options);
  return {
    url: await listen(sandbox.app, options),
    control: sandbox.control,
    close: async () => {
      sandbox.shutdown();
      await sandbox.app.close();
    },
  };
}

export type { HubspotControl, HubspotSettings, PortalView } from './hubspot/control/api.ts';
export type { OwnerInput, OwnerView } from './hubspot/control/owners.ts';
export type { HubspotFaultConfig, HubspotFaultRule } from './hubspot/faults.ts';
export {
  createHubspotSandbox,
  type HubspotSandbox,
  type HubspotSandboxOptions,
  type RunningHubspotSandbox,
  startHubspotSandbox,
} from './hubspot/index.ts';
export type { ApproveOAuthInput, OAuthAppView } from './hubspot/oauth/control.ts';
export type { HubspotRecordedRequest, HubspotRequestFilter } from './hubspot/request-log.ts';
export type { PortalInput } from './hubspot/state/store.ts';
export type { Tier as HubspotTier } from './hubspot/state/types.ts';
export {
  type RunningS3Sandbox,
  type S3Control,
  type S3Credentials,
  type S3SandboxOptions,
  type S3StoredObject,
  startS3Sandbox,
} from './s3/index.ts';
export {
  type RunningSlackSandbox,
  type SlackControl,
  type SlackPostedMessage,
  startSlackSandbox,
} from './slack/index.ts';

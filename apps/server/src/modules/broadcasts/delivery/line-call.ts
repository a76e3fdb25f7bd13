import { type BroadcastFailureReason, RECIPIENT_ERROR_REASONS } from '@hubline/contract';
import { HTTPFetchError } from '@line/bot-sdk';
import { lineStatus } from '../../../core/line/line-clients.ts';
import { lineErrorBody, lineReasonOf } from '../../../core/line/line-reason.ts';
import { LineTimeout, withTimeout } from '../../../core/line/with-timeout.ts';

/** LINE answers 429 with this message when the account's monthly quota is spent (LINE-FACTS §1). */
const MONTHLY_LIMIT = 'You have reached your monthly limit.';
const ATTEMPTS = 6;

export type CallOutcome =
  | { ok: true; requestId: string | undefined }
  /**
   * `permanent`: the run cannot go on (token, quota); otherwise only this request failed.
   * `maybeArrived`: no answer came (timeout, connection lost after sending), so LINE may have sent it.
   * `lineReason`: what LINE said, in its words, when it answered with one.
   */
  | {
      ok: false;
      permanent: boolean;
      maybeArrived: boolean;
      lineReason: string | null;
      reason: BroadcastFailureReason;
      recipientReason: string;
    };

type Failure = Extract<CallOutcome, { ok: false }>;

const recipientReasonOf = (status: number | undefined) =>
  status === 400 || status === 404 || status === 429
    ? RECIPIENT_ERROR_REASONS[status]
    : RECIPIENT_ERROR_REASONS[500];

/** The connection was never made (refused, no such host): the request surely did not reach LINE. */
export function neverSent(error: unknown): boolean {
  const code = error instanceof TypeError ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** What a LINE answer means for a broadcast, and whether trying again (same key) may help. */
function classify(error: unknown): Failure & { retryable: boolean } {
  const status = lineStatus(error);
  const body = error instanceof HTTPFetchError ? error.body : '';
  const failed = (reason: BroadcastFailureReason, retryable: boolean, permanent = false) => ({
    ok: false as const,
    retryable,
    permanent,
    maybeArrived: error instanceof LineTimeout || (status === undefined && !neverSent(error)),
    lineReason: lineReasonOf(lineErrorBody(error)),
    reason,
    recipientReason: recipientReasonOf(status),
  });
  if (error instanceof LineTimeout) return failed('broadcast.failure.timeout', true);
  if (status === undefined) return failed('broadcast.failure.network', true);
  if (status === 401) return failed('broadcast.failure.invalidToken', false, true);
  if (status === 429 && body.includes(MONTHLY_LIMIT))
    return failed('broadcast.failure.sendLimit', false, true);
  if (status === 429 || status >= 500) return failed('broadcast.failure.lineApi', true);
  return failed('broadcast.failure.lineApi', false);
}

/**
 * A LINE call retried with backoff on 429, 5xx, lost connections and timeouts; answers its value,
 * or why it failed for good. `beforeAttempt` paces each attempt and renews the lease. A call that
 * carries no retry key (`once`: LINE notification messages take none) is repeated only when it
 * surely did nothing: LINE answered 429 or 5xx, or the connection was never made. After a timeout
 * or a lost connection LINE may have sent it, and each repeat could reach the phone again.
 */
export async function retrying<T>(
  call: () => Promise<T>,
  options: { timeoutMs: number; beforeAttempt?: (attempt: number) => Promise<void>; once?: boolean },
): Promise<{ ok: true; value: T } | Failure> {
  for (let attempt = 1; ; attempt += 1) {
    await options.beforeAttempt?.(attempt);
    try {
      return { ok: true, value: await withTimeout(call(), options.timeoutMs) };
    } catch (error) {
      const { retryable, ...failure } = classify(error);
      if (!retryable || (options.once && failure.maybeArrived) || attempt === ATTEMPTS) return failure;
      // 0.1, 0.2, 0.4 ... 1.6 s with jitter, so workers that met the same 429 do not come back together.
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** (attempt - 1) * (0.5 + Math.random())));
    }
  }
}

/**
 * One LINE send with its X-Line-Retry-Key, retried under the same key; LINE's 409 (the key was
 * accepted before, maybe from a worker that died) counts as delivered.
 */
export async function callWithRetryKey(
  send: () => Promise<{ httpResponse: Response }>,
  options: { timeoutMs: number; beforeAttempt: (attempt: number) => Promise<void> },
): Promise<CallOutcome> {
  const accepted = async () => {
    try {
      const { httpResponse } = await send();
      return httpResponse.headers.get('x-line-request-id') ?? undefined;
    } catch (error) {
      if (error instanceof HTTPFetchError && error.status === 409)
        return error.headers.get('x-line-accepted-request-id') ?? undefined;
      throw error;
    }
  };
  const outcome = await retrying(accepted, options);
  return outcome.ok ? { ok: true, requestId: outcome.value } : outcome;
}

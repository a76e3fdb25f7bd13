import { type BroadcastFailureReason, RECIPIENT_ERROR_REASONS } from '@hubline/contract';
import {
  acceptedRequestId,
  type LineFailureKind,
  lineFailureKind,
  lineStatus,
  neverSent,
} from './line-failure.ts';
import { lineErrorBody, lineReasonOf } from './line-reason.ts';
import { LineTimeout, withTimeout } from './with-timeout.ts';

const ATTEMPTS = 6;

export type CallOutcome =
  | { ok: true; requestId: string | undefined }
  /**
   * `permanent`: the run cannot go on (token, quota); otherwise only this request failed.
   * `maybeArrived`: no answer came (timeout, connection lost after sending), so LINE may have sent it.
   * `lineReason`: what LINE said, in its words, when it answered with one.
   * `status`: LINE's HTTP status; undefined when it never answered.
   */
  | {
      ok: false;
      status: number | undefined;
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

/** Each way a LINE call fails, as the spec names it, and whether trying again (same key) may help. */
const REASONS: Record<
  LineFailureKind,
  { reason: BroadcastFailureReason; retryable: boolean; permanent?: true }
> = {
  timeout: { reason: 'broadcast.failure.timeout', retryable: true },
  network: { reason: 'broadcast.failure.network', retryable: true },
  invalidToken: { reason: 'broadcast.failure.invalidToken', retryable: false, permanent: true },
  monthlyLimit: { reason: 'broadcast.failure.sendLimit', retryable: false, permanent: true },
  rateLimited: { reason: 'broadcast.failure.lineApi', retryable: true },
  lineDown: { reason: 'broadcast.failure.lineApi', retryable: true },
  alreadyAccepted: { reason: 'broadcast.failure.lineApi', retryable: false },
  invalidReplyToken: { reason: 'broadcast.failure.lineApi', retryable: false },
  audienceNotReady: { reason: 'broadcast.failure.audienceNotReady', retryable: false },
  notEnoughRecipients: { reason: 'broadcast.failure.notEnoughRecipients', retryable: false },
  refused: { reason: 'broadcast.failure.lineApi', retryable: false },
};

/** What a LINE answer means for a send, and whether trying again (same key) may help. */
function classify(error: unknown): Failure & { retryable: boolean } {
  const status = lineStatus(error);
  const { reason, retryable, permanent = false } = REASONS[lineFailureKind(error)];
  return {
    ok: false,
    retryable,
    permanent,
    status,
    maybeArrived: error instanceof LineTimeout || (status === undefined && !neverSent(error)),
    lineReason: lineReasonOf(lineErrorBody(error)),
    reason,
    recipientReason: recipientReasonOf(status),
  };
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
      if (lineStatus(error) === 409) return acceptedRequestId(error);
      throw error;
    }
  };
  const outcome = await retrying(accepted, options);
  return outcome.ok ? { ok: true, requestId: outcome.value } : outcome;
}

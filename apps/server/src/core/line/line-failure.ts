import { HTTPFetchError } from '@line/bot-sdk';
import { AppError } from '../http/errors.ts';
import { LineTimeout } from './with-timeout.ts';

/** LINE answers 429 with this message when the account's monthly quota is spent (LINE-FACTS §1). */
const MONTHLY_LIMIT = 'You have reached your monthly limit.';
/** ... and 400 with this one for a reply token that expired or was used (LINE-FACTS §2). */
const INVALID_REPLY_TOKEN = 'Invalid reply token';
/** ... and 400 with this one for an audience still IN_PROGRESS, or expired: not READY (LINE-FACTS §6). */
const AUDIENCE_NOT_READY = 'Invalid audience group id';
/** ... and 403 with this one when attribute filters miss a target reach of 100 friends (LINE-FACTS §6). */
const NOT_ENOUGH_FRIENDS = 'not have enough friends';

/**
 * What went wrong with a LINE call, read once here from LINE's status and words: no answer in time,
 * no connection, a refused token, the monthly quota spent, LINE's rate limit, LINE failing (5xx), a
 * retry key LINE accepted before (409), a reply token no longer valid, a narrowcast's audience not
 * ready or its filters reaching too few friends, or any other refusal.
 */
export type LineFailureKind =
  | 'timeout'
  | 'network'
  | 'invalidToken'
  | 'monthlyLimit'
  | 'rateLimited'
  | 'lineDown'
  | 'alreadyAccepted'
  | 'invalidReplyToken'
  | 'audienceNotReady'
  | 'notEnoughRecipients'
  | 'refused';

/** The HTTP status LINE answered with, or undefined when it could not be reached at all. */
export function lineStatus(error: unknown): number | undefined {
  return error instanceof HTTPFetchError ? error.status : undefined;
}

/** LINE's answer as text; '' when it gave none. */
export const lineBodyText = (error: unknown) => (error instanceof HTTPFetchError ? error.body : '');

/** The request LINE accepted first under the retry key it now answers 409 to. */
export const acceptedRequestId = (error: unknown) =>
  error instanceof HTTPFetchError
    ? (error.headers.get('x-line-accepted-request-id') ?? undefined)
    : undefined;

export function lineFailureKind(error: unknown): LineFailureKind {
  if (error instanceof LineTimeout) return 'timeout';
  const status = lineStatus(error);
  const body = lineBodyText(error);
  if (status === undefined) return 'network';
  if (status === 401) return 'invalidToken';
  if (status === 409) return 'alreadyAccepted';
  if (status === 429) return body.includes(MONTHLY_LIMIT) ? 'monthlyLimit' : 'rateLimited';
  if (status === 400 && body.includes(INVALID_REPLY_TOKEN)) return 'invalidReplyToken';
  if (status === 400 && body.includes(AUDIENCE_NOT_READY)) return 'audienceNotReady';
  if (status === 403 && body.includes(NOT_ENOUGH_FRIENDS)) return 'notEnoughRecipients';
  return status >= 500 ? 'lineDown' : 'refused';
}

/** The connection was never made (refused, no such host): the request surely did not reach LINE. */
export function neverSent(error: unknown): boolean {
  const code = error instanceof TypeError ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** A LINE call that failed for a reason of the account, not of the request: its token, LINE's rate limit, or LINE itself. */
export function accountCallError(error: unknown): AppError {
  const status = lineStatus(error);
  if (status === 401) return new AppError('line.error.badToken');
  if (status === 429) return new AppError('line.error.rateLimited');
  return new AppError('line.error.unreachable');
}

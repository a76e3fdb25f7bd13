import { isUuid } from '../ids.ts';
import type { SentMessage } from './errors.ts';

/**
 * `X-Line-Retry-Key` (https://developers.line.biz/en/docs/messaging-api/retrying-api-request/,
 * LINE-FACTS §3): accepted only by push, multicast, narrowcast and broadcast (400 elsewhere); a
 * UUID; remembered per channel for 24 hours once a request with it is accepted (2xx); a repeat gets
 * 409 with `x-line-accepted-request-id` (and the original `sentMessages` for push). A request that
 * failed (4xx/5xx) does not consume the key, so it can be retried.
 */
export const RETRY_KEY_OPERATIONS: ReadonlySet<string> = new Set([
  'pushMessage',
  'multicast',
  'narrowcast',
  'broadcast',
]);
export const RETRY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export type RetryKeyCheck =
  | { kind: 'absent' }
  | { kind: 'key'; key: string }
  | { kind: 'unsupported' }
  | { kind: 'invalid' };

/** Pure check of the header against the operation. */
export function checkRetryKey(header: string | string[] | undefined, operationId: string): RetryKeyCheck {
  if (header === undefined) return { kind: 'absent' };
  if (!RETRY_KEY_OPERATIONS.has(operationId)) return { kind: 'unsupported' };
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !isUuid(value)) return { kind: 'invalid' };
  return { kind: 'key', key: value.toLowerCase() };
}

interface Entry {
  requestId: string;
  at: number;
  /** A request holding the key is still being processed. */
  pending: boolean;
  sentMessages?: SentMessage[];
}

export interface Accepted {
  requestId: string;
  sentMessages?: SentMessage[];
}

export class RetryKeys {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ttlMs = RETRY_KEY_TTL_MS) {}

  /** Claims the key for a request; returns the earlier holder when the key is taken. */
  reserve(channelId: string, key: string, requestId: string, now: number): Accepted | undefined {
    const id = `${channelId} ${key}`;
    const entry = this.entries.get(id);
    if (entry && now - entry.at < this.ttlMs) {
      return { requestId: entry.requestId, sentMessages: entry.sentMessages };
    }
    this.entries.set(id, { requestId, at: now, pending: true });
    return undefined;
  }

  /** The request holding the key finished: keep it when accepted (2xx), free it otherwise. */
  complete(
    channelId: string,
    key: string,
    requestId: string,
    accepted: boolean,
    sentMessages?: SentMessage[],
  ): void {
    const id = `${channelId} ${key}`;
    const entry = this.entries.get(id);
    if (!entry || entry.requestId !== requestId) return;
    if (accepted) this.entries.set(id, { ...entry, pending: false, sentMessages });
    else this.entries.delete(id);
  }

  purge(now: number): void {
    for (const [id, entry] of this.entries) {
      if (now - entry.at >= this.ttlMs) this.entries.delete(id);
    }
  }

  reset(): void {
    this.entries.clear();
  }
}

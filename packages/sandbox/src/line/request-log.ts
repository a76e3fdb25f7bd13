import type { Json } from '../json.ts';

/**
 * Every LINE API request the sandbox received, for tests and debugging
 * (`GET /__sandbox/requests`). Bounded: the oldest records go first.
 */
export interface RecordedRequest {
  requestId: string;
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  channelId?: string;
  operationId?: string;
  headers: Record<string, string>;
  /** Parsed JSON body, or a description of a binary one. */
  body?: Json;
  status?: number;
  response?: Json;
  fault?: string;
  durationMs?: number;
}

export interface RequestFilter {
  path?: string;
  pathPrefix?: string;
  method?: string;
  channelId?: string;
  operationId?: string;
  limit?: number;
}

const MAX_RECORDS = 10_000;
/** Request headers worth keeping (never the Authorization header). */
const KEPT_HEADERS = [
  'content-type',
  'x-line-retry-key',
  'x-line-delivery-tag',
  'user-agent',
  'content-length',
];

export const keptHeaders = (headers: Record<string, string | string[] | undefined>): Record<string, string> =>
  Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => {
      const value = headers[name];
      return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]];
    }),
  );

export function matches(record: RecordedRequest, filter: RequestFilter): boolean {
  return (
    (!filter.path || record.path === filter.path) &&
    (!filter.pathPrefix || record.path.startsWith(filter.pathPrefix)) &&
    (!filter.method || record.method === filter.method.toUpperCase()) &&
    (!filter.channelId || record.channelId === filter.channelId) &&
    (!filter.operationId || record.operationId === filter.operationId)
  );
}

export class RequestLog {
  private records: RecordedRequest[] = [];

  add(record: RecordedRequest): void {
    this.records.push(record);
    if (this.records.length > MAX_RECORDS) this.records.splice(0, this.records.length - MAX_RECORDS);
  }

  /** Oldest first; `limit` keeps the most recent ones. */
  list(filter: RequestFilter = {}): RecordedRequest[] {
    const found = this.records.filter((r) => matches(r, filter));
    return filter.limit ? found.slice(-filter.limit) : found;
  }

  reset(): void {
    this.records = [];
  }
}

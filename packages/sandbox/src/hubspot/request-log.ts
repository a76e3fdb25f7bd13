import type { Json } from '../json.ts';

/**
 * Every HubSpot API request the emulator received (`GET /__hubspot/requests`), for tests and
 * debugging. Bounded: the oldest records go first. The Authorization header is never kept.
 */
export interface HubspotRecordedRequest {
  correlationId: string;
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  portalId?: number;
  headers: Record<string, string>;
  body?: Json;
  status?: number;
  response?: Json;
  fault?: string;
  durationMs?: number;
}

export interface HubspotRequestFilter {
  path?: string;
  pathPrefix?: string;
  method?: string;
  portalId?: number;
  status?: number;
  limit?: number;
}

const MAX_RECORDS = 10_000;
const KEPT_HEADERS = ['content-type', 'user-agent', 'content-length'];

export const keptHeaders = (headers: Record<string, string | string[] | undefined>): Record<string, string> =>
  Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => {
      const value = headers[name];
      return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]];
    }),
  );

export const matchesFilter = (r: HubspotRecordedRequest, f: HubspotRequestFilter): boolean =>
  (!f.path || r.path === f.path) &&
  (!f.pathPrefix || r.path.startsWith(f.pathPrefix)) &&
  (!f.method || r.method === f.method.toUpperCase()) &&
  (f.portalId === undefined || r.portalId === f.portalId) &&
  (f.status === undefined || r.status === f.status);

export class HubspotRequestLog {
  private records: HubspotRecordedRequest[] = [];

  add(record: HubspotRecordedRequest): void {
    this.records.push(record);
    if (this.records.length > MAX_RECORDS) this.records.splice(0, this.records.length - MAX_RECORDS);
  }

  /** Oldest first; `limit` keeps the most recent ones. */
  list(filter: HubspotRequestFilter = {}): HubspotRecordedRequest[] {
    const found = this.records.filter((r) => matchesFilter(r, filter));
    return filter.limit ? found.slice(-filter.limit) : found;
  }

  reset(): void {
    this.records = [];
  }
}

import type { Json } from '../json.ts';

/**
 * The bounded log of API requests both emulators keep for tests and debugging (`GET
 * /__sandbox/requests`, `GET /__hubspot/requests`): the oldest records go first. Each vendor adds
 * what identifies its requests (request ID and channel, correlation ID and portal), the headers
 * worth keeping and the filters on them.
 */
export interface RecordedRequestBase {
  at: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON body, or a description of a binary one. */
  body?: Json;
  status?: number;
  response?: Json;
  fault?: string;
  durationMs?: number;
}

export interface RequestFilterBase {
  path?: string;
  pathPrefix?: string;
  method?: string;
  limit?: number;
}

const MAX_RECORDS = 10_000;
/**
 * And at most this much JSON in bodies and responses: records of multicasts and narrowcasts carry
 * hundreds of user IDs each, so a count alone let the log of an hour of the demo hold hundreds of
 * megabytes inside the server's own process (issue #17).
 */
const MAX_BYTES = 16 * 1024 * 1024;

/** What a record's body and response take, near enough: their JSON's length. */
const sizeOf = (record: RecordedRequestBase) =>
  (record.body === undefined ? 0 : JSON.stringify(record.body).length) +
  (record.response === undefined ? 0 : JSON.stringify(record.response).length);

type IncomingHeaders = Record<string, string | string[] | undefined>;

/** Keeps only the named request headers, so the Authorization header never lands in the log. */
export const headerPicker =
  (names: readonly string[]) =>
  (headers: IncomingHeaders): Record<string, string> =>
    Object.fromEntries(
      names.flatMap((name) => {
        const value = headers[name];
        return value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]];
      }),
    );

export const matchesBase = (record: RecordedRequestBase, filter: RequestFilterBase): boolean =>
  (!filter.path || record.path === filter.path) &&
  (!filter.pathPrefix || record.path.startsWith(filter.pathPrefix)) &&
  (!filter.method || record.method === filter.method.toUpperCase());

export class RequestLog<Recorded extends RecordedRequestBase, Filter extends RequestFilterBase> {
  private records: { record: Recorded; bytes: number }[] = [];
  /**
   * Records before `start` are forgotten; they are cut off in one go once there are as many of them
   * as kept ones, so a full log costs O(1) a request instead of shifting 10,000 records each time.
   */
  private start = 0;
  /** The size of the kept records. */
  private bytes = 0;

  /** `also`: the vendor's own filters, on top of path, prefix and method. */
  constructor(
    private readonly also: (record: Recorded, filter: Filter) => boolean,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  add(record: Recorded): void {
    const bytes = sizeOf(record);
    this.records.push({ record, bytes });
    this.bytes += bytes;
    while (this.records.length - this.start > MAX_RECORDS || this.bytes > this.maxBytes) {
      this.bytes -= this.records[this.start]?.bytes ?? 0;
      this.start += 1;
    }
    if (this.start >= this.records.length - this.start) {
      this.records = this.records.slice(this.start);
      this.start = 0;
    }
  }

  /** Oldest first; `limit` keeps the most recent ones. */
  list(filter?: Filter): Recorded[] {
    const kept = this.records.slice(this.start).map((entry) => entry.record);
    if (!filter) return kept;
    const found = kept.filter((r) => matchesBase(r, filter) && this.also(r, filter));
    return filter.limit ? found.slice(-filter.limit) : found;
  }

  reset(): void {
    this.records = [];
    this.start = 0;
    this.bytes = 0;
  }
}

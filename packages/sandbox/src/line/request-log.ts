import {
  headerPicker,
  RequestLog as Log,
  type RecordedRequestBase,
  type RequestFilterBase,
} from '../shared/request-log.ts';

/** A LINE API request as the sandbox recorded it (`GET /__sandbox/requests`). */
export interface RecordedRequest extends RecordedRequestBase {
  requestId: string;
  channelId?: string;
  operationId?: string;
}

export interface RequestFilter extends RequestFilterBase {
  channelId?: string;
  operationId?: string;
}

/** Request headers worth keeping: LINE's own and the usual ones (never the Authorization header). */
export const keptHeaders = headerPicker([
  'content-type',
  'x-line-retry-key',
  'x-line-delivery-tag',
  'user-agent',
  'content-length',
]);

const matchesLine = (record: RecordedRequest, filter: RequestFilter): boolean =>
  (!filter.channelId || record.channelId === filter.channelId) &&
  (!filter.operationId || record.operationId === filter.operationId);

export class RequestLog extends Log<RecordedRequest, RequestFilter> {
  constructor() {
    super(matchesLine);
  }
}

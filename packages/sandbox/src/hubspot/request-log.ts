import {
  headerPicker,
  type RecordedRequestBase,
  type RequestFilterBase,
  RequestLog,
} from '../shared/request-log.ts';

/** A HubSpot API request as the emulator recorded it (`GET /__hubspot/requests`). */
export interface HubspotRecordedRequest extends RecordedRequestBase {
  correlationId: string;
  portalId?: number;
}

export interface HubspotRequestFilter extends RequestFilterBase {
  portalId?: number;
  status?: number;
}

/** HubSpot has no request headers of its own worth keeping; never the Authorization header. */
export const keptHeaders = headerPicker(['content-type', 'user-agent', 'content-length']);

const matchesHubspot = (r: HubspotRecordedRequest, f: HubspotRequestFilter): boolean =>
  (f.portalId === undefined || r.portalId === f.portalId) &&
  (f.status === undefined || r.status === f.status);

export class HubspotRequestLog extends RequestLog<HubspotRecordedRequest, HubspotRequestFilter> {
  constructor() {
    super(matchesHubspot);
  }
}

import { RECIPIENT_STATUSES, type RecipientStatus } from '@hubline/contract';
import type { RecipientFilter } from '../api/get-recipients';

/** The filter's segment of /line/broadcast/{id}/recipients/{filter}: failed recipients are the spec's "error" (messaging.md §3). */
const SEGMENTS: Record<RecipientStatus, string> = {
  pending: 'pending',
  sent: 'sent',
  failed: 'error',
  skipped: 'skipped',
};

/** Pure: the address segment of a filter; none for all. */
export const filterSegment = (filter: RecipientFilter) => (filter === 'all' ? undefined : SEGMENTS[filter]);

/** Pure: the filter an address names (`failed` still read, as older links carry it); undefined for an unknown one. */
export function filterOfSegment(segment: string | undefined): RecipientFilter | undefined {
  if (segment === undefined) return 'all';
  return RECIPIENT_STATUSES.find((status) => SEGMENTS[status] === segment || status === segment);
}

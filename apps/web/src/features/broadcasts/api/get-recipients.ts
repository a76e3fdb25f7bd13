import type { RecipientStatus, recipientsResponseSchema } from '@hubline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKey } from './broadcast-keys';

export type RecipientsResponse = z.infer<typeof recipientsResponseSchema>;
export type RecipientFilter = RecipientStatus | 'all';
export interface RecipientsPage {
  /** Zero-based. */
  page: number;
  limit: number;
  /** UTC instants bounding when they were sent. */
  from?: string;
  to?: string;
}

export const getRecipients = (hubId: string, id: string, filter: RecipientFilter, paging: RecipientsPage) =>
  api.get<RecipientsResponse>(
    hubApi(hubId, `line/recipients/${encodeURIComponent(id)}/${encodeURIComponent(filter)}`),
    { page: String(paging.page), limit: String(paging.limit), from: paging.from, to: paging.to },
  );

export const getRecipientsQueryOptions = (
  hubId: string,
  id: string,
  filter: RecipientFilter,
  paging: RecipientsPage,
) =>
  queryOptions({
    queryKey: [...broadcastKey(hubId, id), 'recipients', filter, paging],
    queryFn: () => getRecipients(hubId, id, filter, paging),
    placeholderData: keepPreviousData,
  });

export const useRecipients = (hubId: string, id: string, filter: RecipientFilter, paging: RecipientsPage) =>
  useQuery(getRecipientsQueryOptions(hubId, id, filter, paging));

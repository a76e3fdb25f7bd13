import type { OutboxResponse } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../app/api-client';

export type { OutboxResponse };
export type Mail = OutboxResponse['items'][number];

export const getOutbox = (hubId: string) => api.get<OutboxResponse>(hubApi(hubId, 'mail/outbox'));

export const getOutboxQueryOptions = (hubId: string) =>
  queryOptions({
    queryKey: ['mail', 'outbox', hubId],
    queryFn: () => getOutbox(hubId),
    // Newest first, whatever order the server answers in.
    select: (data) => [...data.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });

export const useOutbox = (hubId: string) => useQuery(getOutboxQueryOptions(hubId));

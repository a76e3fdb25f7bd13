import type { OutboxResponse } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { OutboxResponse };
export type Mail = OutboxResponse['items'][number];

/** The signed-in user's own mails: the same in every hub. */
export const getOutbox = () => api.get<OutboxResponse>('/api/profile/mail-outbox');

export const getOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['mail', 'outbox'],
    queryFn: getOutbox,
    // Newest first, whatever order the server answers in.
    select: (data) => [...data.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });

export const useOutbox = () => useQuery(getOutboxQueryOptions());

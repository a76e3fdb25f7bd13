import { INBOX_PAGE_SIZE, type InboxFilter, type InboxResponse } from '@hubline/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { inboxKeys } from './keys';

/** One page of a LINE account's conversations; with search words, the search call (spam included). */
export const getConversations = (
  hubId: string,
  seq: number,
  status: InboxFilter,
  search: string,
  page: number,
) =>
  search
    ? api.post<InboxResponse>(hubApi(hubId, `line/inbox/${seq}/search`), {
        searchWords: search,
        status,
        page,
        limit: INBOX_PAGE_SIZE,
      })
    : api.get<InboxResponse>(hubApi(hubId, `line/inbox/${seq}`), {
        page: String(page),
        limit: String(INBOX_PAGE_SIZE),
        status,
      });

/**
 * core.md §4: paging is additive ("load more" appends the next page). TanStack Query de-duplicates
 * reads in flight and, unlike the old in-progress flag, a failed read never blocks the next one.
 */
export const getConversationsQueryOptions = (
  hubId: string,
  seq: number,
  status: InboxFilter,
  search: string,
) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(hubId, seq, status, search),
    queryFn: ({ pageParam }) => getConversations(hubId, seq, status, search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const useConversations = (hubId: string, seq: number, status: InboxFilter, search: string) =>
  useInfiniteQuery(getConversationsQueryOptions(hubId, seq, status, search));

import type { FRIEND_STATUSES, LineFriendsResponse } from '@hubline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';
import { lineAccountQueryKey } from './line-accounts';

export type FriendStatus = (typeof FRIEND_STATUSES)[number];

export interface FriendsQuery {
  q: string;
  status: FriendStatus;
  /** Only the friends carrying this tag. */
  tagId?: string;
  /** Zero-based. */
  page: number;
  limit: number;
}

export const getLineFriends = (hubId: string, id: string, query: FriendsQuery) =>
  api.get<LineFriendsResponse>(hubApi(hubId, `line/user-manage/${encodeURIComponent(id)}`), {
    q: query.q || undefined,
    status: query.status,
    tagId: query.tagId,
    page: String(query.page),
    limit: String(query.limit),
  });

export const getLineFriendsQueryOptions = (hubId: string, id: string, query: FriendsQuery) =>
  queryOptions({
    queryKey: [...lineAccountQueryKey(hubId, id), 'friends', query],
    queryFn: () => getLineFriends(hubId, id, query),
    placeholderData: keepPreviousData,
  });

export const useLineFriends = (hubId: string, id: string, query: FriendsQuery) =>
  useQuery(getLineFriendsQueryOptions(hubId, id, query));

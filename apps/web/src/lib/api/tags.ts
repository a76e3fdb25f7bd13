import type { FriendTagsResponse, TagFriendsRequest, TagsResponse } from '@hubline/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';
import { lineAccountsQueryKey } from './line-accounts';

// Shared by the Tags page, the inbox side panel and a LINE account's friends list: a tag changed
// on one screen shows on the others (one key for every tag read of a hub).
export const tagsQueryKey = (hubId: string) => ['tags', hubId] as const;

export interface TagsQuery {
  lineAccountId?: string;
  q: string;
  /** Zero-based. */
  page: number;
  limit: number;
}

export const getTags = (hubId: string, query: TagsQuery) =>
  api.get<TagsResponse>(hubApi(hubId, 'tags'), {
    lineAccountId: query.lineAccountId,
    q: query.q || undefined,
    page: String(query.page),
    limit: String(query.limit),
  });

export const getTagsQueryOptions = (hubId: string, query: TagsQuery) =>
  queryOptions({
    queryKey: [...tagsQueryKey(hubId), 'list', query],
    queryFn: () => getTags(hubId, query),
    placeholderData: keepPreviousData,
  });

export const useTags = (hubId: string, query: TagsQuery, enabled = true) =>
  useQuery({ ...getTagsQueryOptions(hubId, query), enabled });

export const useFriendTags = (hubId: string, friendId: string) =>
  useQuery({
    queryKey: [...tagsQueryKey(hubId), 'friend', friendId],
    queryFn: () =>
      api.get<FriendTagsResponse>(hubApi(hubId, `line/user-manage/${encodeURIComponent(friendId)}/tags`)),
  });

/** Refreshes every tag read and every friends list, which shows each friend's tags. */
export function useTagsChanged(hubId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tagsQueryKey(hubId) }),
      queryClient.invalidateQueries({ queryKey: lineAccountsQueryKey(hubId) }),
    ]);
}

/** Gives friends tags and takes others from them (`POST /tags/friends`). */
export const useTagFriends = (hubId: string) => {
  const changed = useTagsChanged(hubId);
  return useMutation({
    mutationFn: (request: TagFriendsRequest) =>
      api.post<{ msg: string; count: number }>(hubApi(hubId, 'tags/friends'), request),
    onSettled: changed,
  });
};

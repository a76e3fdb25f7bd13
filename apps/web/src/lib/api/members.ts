import type { Member } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';

/** The hub's active members, for the supervisor pickers. */
export const getMembers = (hubId: string) => api.get<{ items: Member[] }>(hubApi(hubId, 'members'));

export const getMembersQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: ['members', hubId], queryFn: () => getMembers(hubId) });

export const useMembers = (hubId: string) => useQuery(getMembersQueryOptions(hubId));

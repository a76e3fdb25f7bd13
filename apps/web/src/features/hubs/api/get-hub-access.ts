import type { HubSummary } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** 403 "Access denied" (translated by the server) when the user is not a member of the hub. */
export const getHubAccess = (hubId: string) =>
  api.get<HubSummary>(`/api/profile/accounts/${encodeURIComponent(hubId)}`);

export const getHubAccessQueryOptions = (hubId: string) =>
  queryOptions({
    queryKey: ['hubs', 'access', hubId],
    queryFn: () => getHubAccess(hubId),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useHubAccess = (hubId: string) => useQuery(getHubAccessQueryOptions(hubId));

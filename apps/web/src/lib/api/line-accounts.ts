import type { LineAccount } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';

/** Every LINE-account query of a hub starts with this key, so one invalidation refreshes them all. */
export const lineAccountsQueryKey = (hubId: string) => ['line-accounts', hubId] as const;

/** One account's queries (detail, friends, webhook health) sit under the hub's key. */
export const lineAccountQueryKey = (hubId: string, id: string) =>
  [...lineAccountsQueryKey(hubId), id] as const;

export const getLineAccounts = (hubId: string) => api.get<{ items: LineAccount[] }>(hubApi(hubId, 'line'));

export const getLineAccountsQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: [...lineAccountsQueryKey(hubId), 'list'], queryFn: () => getLineAccounts(hubId) });

export const useLineAccounts = (hubId: string) => useQuery(getLineAccountsQueryOptions(hubId));

import type { LineAccount } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

/** The hub's LINE accounts, for the search condition's account choice. */
export const getLineAccounts = (hubId: string) => api.get<{ items: LineAccount[] }>(hubApi(hubId, 'line'));

export const getLineAccountsQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: broadcastKeys.lineAccounts(hubId), queryFn: () => getLineAccounts(hubId) });

export const useLineAccounts = (hubId: string) => useQuery(getLineAccountsQueryOptions(hubId));

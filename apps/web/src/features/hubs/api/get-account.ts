import type { Account } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

export const accountQueryKey = (hubId: string) => ['account', hubId] as const;

export const getAccount = (hubId: string) => api.get<Account>(hubApi(hubId, 'account'));

export const getAccountQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: accountQueryKey(hubId), queryFn: () => getAccount(hubId) });

export const useAccount = (hubId: string) => useQuery(getAccountQueryOptions(hubId));

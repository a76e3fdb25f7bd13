import type { HubSummary } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getAccounts = () => api.get<{ accounts: HubSummary[] }>('/api/profile/accounts');

export const getAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['hubs', 'accounts'], queryFn: getAccounts });

/** The hubs the signed-in user belongs to. */
export const useAccounts = () => useQuery(getAccountsQueryOptions());

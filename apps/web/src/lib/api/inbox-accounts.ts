import type { InboxAccounts } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';

/** Under the inbox's ['inbox', hubId] key, so the inbox's live refresh covers the account list too. */
export const inboxAccountsQueryKey = (hubId: string) => ['inbox', hubId, 'accounts'] as const;

export const getInboxAccounts = (hubId: string) => api.get<InboxAccounts>(hubApi(hubId, 'line/inbox'));

export const getInboxAccountsQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: inboxAccountsQueryKey(hubId), queryFn: () => getInboxAccounts(hubId) });

export const useInboxAccounts = (hubId: string) => useQuery(getInboxAccountsQueryOptions(hubId));

import type { InboxAccounts } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { inboxKeys } from './keys';

export const getInboxAccounts = (hubId: string) => api.get<InboxAccounts>(hubApi(hubId, 'line/inbox'));

export const getInboxAccountsQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: inboxKeys.accounts(hubId), queryFn: () => getInboxAccounts(hubId) });

export const useInboxAccounts = (hubId: string) => useQuery(getInboxAccountsQueryOptions(hubId));

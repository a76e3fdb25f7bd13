import type { CrmList } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';
import { crmKeys } from './crm-keys';

export const getLists = (hubId: string) => api.get<{ items: CrmList[] }>(hubApi(hubId, 'lists'));

export const getListsQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: [...crmKeys.lists(hubId), 'all'], queryFn: () => getLists(hubId) });

export const useLists = (hubId: string) => useQuery(getListsQueryOptions(hubId));

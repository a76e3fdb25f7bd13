import type { CrmList } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { api, hubApi } from '../../../lib/api-client';

export const getList = (hubId: string, id: string) =>
  api.get<CrmList>(hubApi(hubId, `lists/${encodeURIComponent(id)}`));

export const getListQueryOptions = (hubId: string, id: string) =>
  queryOptions({ queryKey: crmKeys.list(hubId, id), queryFn: () => getList(hubId, id) });

export const useList = (hubId: string, id: string) => useQuery(getListQueryOptions(hubId, id));

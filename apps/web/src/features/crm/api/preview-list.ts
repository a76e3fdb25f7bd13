import type { CrmFilter } from '@hubline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { api, hubApi } from '../../../lib/api-client';

/** How many contacts the filters match now: the live size while a filter list is edited. */
export const previewList = (hubId: string, filters: CrmFilter[]) =>
  api.post<{ size: number }>(hubApi(hubId, 'lists/preview'), { filters });

export const previewListQueryOptions = (hubId: string, filters: CrmFilter[]) =>
  queryOptions({
    queryKey: [...crmKeys.lists(hubId), 'preview', filters],
    queryFn: () => previewList(hubId, filters),
    // The server wants at least one filter; with none there is nothing to count.
    enabled: filters.length > 0,
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });

export const usePreviewList = (hubId: string, filters: CrmFilter[]) =>
  useQuery(previewListQueryOptions(hubId, filters));

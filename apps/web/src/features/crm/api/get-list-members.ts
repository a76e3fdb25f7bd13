import type { ContactsPage } from '@hubline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { api, hubApi } from '../../../lib/api-client';

/** `page` is zero-based, as the server counts. */
export const getListMembers = (hubId: string, id: string, page: number, limit: number) =>
  api.get<ContactsPage>(hubApi(hubId, `lists/${encodeURIComponent(id)}/members`), {
    page: String(page),
    limit: String(limit),
  });

export const getListMembersQueryOptions = (hubId: string, id: string, page: number, limit: number) =>
  queryOptions({
    queryKey: [...crmKeys.list(hubId, id), 'members', { page, limit }],
    queryFn: () => getListMembers(hubId, id, page, limit),
    placeholderData: keepPreviousData,
  });

export const useListMembers = (hubId: string, id: string, page: number, limit: number) =>
  useQuery(getListMembersQueryOptions(hubId, id, page, limit));

import type { ContactsPage, CrmFilter } from '@hubline/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { api, hubApi } from '../../../lib/api-client';

export interface ContactSearch {
  query: string;
  filters: CrmFilter[];
  /** Zero-based, as the server counts. */
  page: number;
  limit: number;
}

export const searchContacts = (hubId: string, search: ContactSearch) =>
  api.post<ContactsPage>(hubApi(hubId, 'contacts/search'), search);

export const searchContactsQueryOptions = (hubId: string, search: ContactSearch) =>
  queryOptions({
    queryKey: [...crmKeys.contacts(hubId), 'search', search],
    queryFn: () => searchContacts(hubId, search),
    // The table keeps the last page while the next one loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });

export const useSearchContacts = (hubId: string, search: ContactSearch) =>
  useQuery(searchContactsQueryOptions(hubId, search));

import type { Contact } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';
import { crmKeys } from './crm-keys';

export const getContact = (hubId: string, id: string) =>
  api.get<Contact>(hubApi(hubId, `contacts/${encodeURIComponent(id)}`));

export const getContactQueryOptions = (hubId: string, id: string) =>
  queryOptions({ queryKey: crmKeys.contact(hubId, id), queryFn: () => getContact(hubId, id) });

export const useContact = (hubId: string, id: string) => useQuery(getContactQueryOptions(hubId, id));

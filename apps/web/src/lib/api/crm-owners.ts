import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';
import type { Owner } from '../crm/format';
import { crmKeys } from './crm-keys';

/** Who can own a contact (the hub's members); a contact's hubspot_owner_id holds one's id. */
export const getOwners = (hubId: string) => api.get<{ items: Owner[] }>(hubApi(hubId, 'owners'));

export const getOwnersQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: crmKeys.owners(hubId), queryFn: () => getOwners(hubId) });

export const useOwners = (hubId: string) => useQuery(getOwnersQueryOptions(hubId));

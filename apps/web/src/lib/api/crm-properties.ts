import type { CrmProperty } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';
import { crmKeys } from './crm-keys';

/** The contact properties: built-in ones, one LINE user id per LINE account, then custom ones. */
export const getCrmProperties = (hubId: string) =>
  api.get<{ items: CrmProperty[] }>(hubApi(hubId, 'properties'));

export const getCrmPropertiesQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: crmKeys.properties(hubId), queryFn: () => getCrmProperties(hubId) });

export const useCrmProperties = (hubId: string) => useQuery(getCrmPropertiesQueryOptions(hubId));

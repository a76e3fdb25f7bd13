import type { CrmConnection } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { SYNC_POLL_MS } from '../connection/sync-status';

export type { CrmConnection };

export const crmConnectionQueryKey = (hubId: string) => ['crm-connection', hubId] as const;

export const getCrmConnection = (hubId: string) => api.get<CrmConnection>(hubApi(hubId, 'crm/connection'));

export const getCrmConnectionQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: crmConnectionQueryKey(hubId), queryFn: () => getCrmConnection(hubId) });

/** Which CRM the hub uses; read again every SYNC_POLL_MS while `pollWhile` holds for the last answer. */
export const useCrmConnection = (hubId: string, pollWhile?: (connection: CrmConnection) => boolean) =>
  useQuery({
    ...getCrmConnectionQueryOptions(hubId),
    refetchInterval: (query) => (query.state.data && pollWhile?.(query.state.data) ? SYNC_POLL_MS : false),
  });

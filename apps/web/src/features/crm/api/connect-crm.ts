import type { ConnectHubspotRequest, CrmConnection } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { crmConnectionQueryKey } from './get-crm-connection';

export type CrmConnectionResponse = { msg: string; connection: CrmConnection };

export const connectCrm = (hubId: string, request: ConnectHubspotRequest) =>
  api.put<CrmConnectionResponse>(hubApi(hubId, 'crm/connection'), request);

/** A refusal (bad token, HubSpot unreachable) is shown under the token field, not as a toast. */
export const useConnectCrm = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConnectHubspotRequest) => connectCrm(hubId, request),
    meta: { silentError: true },
    onSuccess: ({ connection }) => {
      queryClient.setQueryData(crmConnectionQueryKey(hubId), connection);
      // Contacts, lists and chat records now come from another CRM: nothing cached still holds.
      void queryClient.invalidateQueries();
    },
  });
};

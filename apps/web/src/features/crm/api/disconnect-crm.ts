import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import type { CrmConnectionResponse } from './connect-crm';
import { crmConnectionQueryKey } from './get-crm-connection';

export const disconnectCrm = (hubId: string) =>
  api.delete<CrmConnectionResponse>(hubApi(hubId, 'crm/connection'));

/** Back to the built-in CRM: its own contacts and lists come back, so every cached screen is refreshed. */
export const useDisconnectCrm = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectCrm(hubId),
    onSuccess: ({ connection }) => {
      queryClient.setQueryData(crmConnectionQueryKey(hubId), connection);
      void queryClient.invalidateQueries();
    },
  });
};

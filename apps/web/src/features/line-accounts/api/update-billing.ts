import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../app/api-client';
import { lineAccountsQueryKey } from './get-line-accounts';

export interface BillingUpdate {
  id: string;
  billingSupervisors: string[];
}

export const updateBilling = (hubId: string, body: BillingUpdate) =>
  api.patch<{ msg: string }>(hubApi(hubId, 'line/billing'), body);

export const useUpdateBilling = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BillingUpdate) => updateBilling(hubId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineAccountsQueryKey(hubId) }),
  });
};

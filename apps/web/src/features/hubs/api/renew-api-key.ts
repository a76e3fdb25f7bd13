import type { Account, RenewApiKeyResponse } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { accountQueryKey } from './get-account';

export type { RenewApiKeyResponse };

export const renewApiKey = (hubId: string) =>
  api.post<RenewApiKeyResponse>(hubApi(hubId, 'accounts/renewApiKey'));

export const useRenewApiKey = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewApiKey(hubId),
    onSuccess: ({ apiKey }) => {
      queryClient.setQueryData<Account>(accountQueryKey(hubId), (account) =>
        account ? { ...account, apiKey } : account,
      );
    },
  });
};

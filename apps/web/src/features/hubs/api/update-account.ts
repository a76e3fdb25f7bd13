import type { TimeZoneId } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

export interface AccountUpdate {
  name?: string;
  timezone?: TimeZoneId;
  trustedLinkDomains?: string[];
  useIPRestriction?: boolean;
  allowedIPAddresses?: string[];
}

export const updateAccount = (hubId: string, update: AccountUpdate) =>
  api.patch<{ msg: string }>(hubApi(hubId, 'accounts/update'), update);

/** The hub's name and settings also show in the session, so everything is refreshed. */
export const useUpdateAccount = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AccountUpdate) => updateAccount(hubId, update),
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

import type { LineAccount } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../app/api-client';
import { lineAccountsQueryKey } from './get-line-accounts';

export interface MobileUpdate {
  id: string;
  mobileContactAccess: LineAccount['mobileContactAccess'];
  mobileSupervisors: string[];
}

export const updateMobile = (hubId: string, body: MobileUpdate) =>
  api.patch<{ msg: string }>(hubApi(hubId, 'line/mobile'), body);

export const useUpdateMobile = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MobileUpdate) => updateMobile(hubId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineAccountsQueryKey(hubId) }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { lineAccountsQueryKey } from './get-line-accounts';

export const updatePropertySeq = (hubId: string, body: { id: string; seq: number }) =>
  api.patch<{ msg: string }>(hubApi(hubId, 'line/propertyseq'), body);

export const useUpdatePropertySeq = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; seq: number }) => updatePropertySeq(hubId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineAccountsQueryKey(hubId) }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lineAccountsQueryKey } from '../../../lib/api/line-accounts';
import { api, hubApi } from '../../../lib/api-client';

export const updatePropertySeq = (hubId: string, body: { id: string; seq: number }) =>
  api.patch<{ msg: string }>(hubApi(hubId, 'line/propertyseq'), body);

export const useUpdatePropertySeq = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; seq: number }) => updatePropertySeq(hubId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineAccountsQueryKey(hubId) }),
  });
};

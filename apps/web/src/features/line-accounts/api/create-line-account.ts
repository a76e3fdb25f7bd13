import type { CreateLineAccountResponse, LineAccountOptions, LineCredentials } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lineAccountsQueryKey } from '../../../lib/api/line-accounts';
import { api, hubApi } from '../../../lib/api-client';

export interface CreateLineAccountRequest {
  credentials: LineCredentials;
  description: string;
  options: Partial<LineAccountOptions>;
}

export const createLineAccount = (hubId: string, request: CreateLineAccountRequest) =>
  api.post<CreateLineAccountResponse>(hubApi(hubId, 'line'), request);

/** Refusals (free plan, maximum reached, already connected) are shown on the step itself. */
export const useCreateLineAccount = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateLineAccountRequest) => createLineAccount(hubId, request),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineAccountsQueryKey(hubId) }),
  });
};

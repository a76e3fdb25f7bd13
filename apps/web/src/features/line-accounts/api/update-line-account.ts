import type { LineAccount, LineAccountOptions } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lineAccountsQueryKey } from '../../../lib/api/line-accounts';
import { api, hubApi } from '../../../lib/api-client';

/** Only the fields that changed are sent. */
export interface LineAccountUpdate {
  id: string;
  description?: string;
  mergeBy?: LineAccount['mergeBy'];
  mergeProperty?: string | null;
  options?: Partial<LineAccountOptions>;
  sendFrequencyHours?: number | null;
  slackWebhookUrl?: string | null;
}

export const updateLineAccount = (hubId: string, update: LineAccountUpdate) =>
  api.patch<{ msg: string }>(hubApi(hubId, 'line'), update);

export const useUpdateLineAccount = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: LineAccountUpdate) => updateLineAccount(hubId, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lineAccountsQueryKey(hubId) }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getLineAccountsQueryOptions } from '../../../lib/api/line-accounts';
import { api, hubApi } from '../../../lib/api-client';

export const deleteLineAccount = (hubId: string, id: string) =>
  api.delete<{ msg: string }>(hubApi(hubId, `line/${encodeURIComponent(id)}`));

/**
 * Only the list is refreshed: refetching the deleted account's own queries, still shown until the
 * page navigates away, would answer 404. A refusal (under contract) is shown in the dialog.
 */
export const useDeleteLineAccount = (hubId: string) => {
  const queryClient = useQueryClient();
  const list = getLineAccountsQueryOptions(hubId);
  return useMutation({
    mutationFn: (id: string) => deleteLineAccount(hubId, id),
    meta: { silentError: true },
    onSuccess: (_data, id) => {
      queryClient.setQueryData(list.queryKey, (data) =>
        data ? { items: data.items.filter((item) => item.id !== id) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: list.queryKey, exact: true });
    },
  });
};

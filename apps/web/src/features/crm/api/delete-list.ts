import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { getListsQueryOptions } from '../../../lib/api/crm-lists';
import { api, hubApi } from '../../../lib/api-client';

export const deleteList = (hubId: string, id: string) =>
  api.delete<{ msg: string }>(hubApi(hubId, `lists/${encodeURIComponent(id)}`));

/** The deleted list leaves the page at once; its own queries are dropped, not refetched (404). */
export const useDeleteList = (hubId: string) => {
  const queryClient = useQueryClient();
  const all = getListsQueryOptions(hubId);
  return useMutation({
    mutationFn: (id: string) => deleteList(hubId, id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: crmKeys.list(hubId, id) });
      queryClient.setQueryData(all.queryKey, (data) =>
        data ? { items: data.items.filter((item) => item.id !== id) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: all.queryKey, exact: true });
    },
  });
};

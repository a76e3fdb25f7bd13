import type { CrmList, UpdateListRequest } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { api, hubApi } from '../../../lib/api-client';

export const updateList = (hubId: string, id: string, request: UpdateListRequest) =>
  api.patch<{ msg: string; list: CrmList }>(hubApi(hubId, `lists/${encodeURIComponent(id)}`), request);

/** New conditions change the members too: the list and everything under it is refreshed. */
export const useUpdateList = (hubId: string, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateListRequest) => updateList(hubId, id, request),
    onSuccess: ({ list }) => {
      queryClient.setQueryData(crmKeys.list(hubId, id), list);
      return queryClient.invalidateQueries({ queryKey: crmKeys.lists(hubId) });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { api, hubApi } from '../../../lib/api-client';

export interface ListMembersChange {
  listId: string;
  contactIds: string[];
}

export const addListMembers = (hubId: string, { listId, contactIds }: ListMembersChange) =>
  api.post<{ msg: string; count: number }>(hubApi(hubId, `lists/${encodeURIComponent(listId)}/members`), {
    contactIds,
  });

/** Static lists only; contacts already in the list are left as they are. */
export const useAddListMembers = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ListMembersChange) => addListMembers(hubId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.lists(hubId) }),
  });
};

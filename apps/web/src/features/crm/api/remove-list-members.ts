import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { api, hubApi } from '../../../lib/api-client';
import type { ListMembersChange } from './add-list-members';

export const removeListMembers = (hubId: string, { listId, contactIds }: ListMembersChange) =>
  api.post<{ msg: string; count: number }>(
    hubApi(hubId, `lists/${encodeURIComponent(listId)}/members/remove`),
    { contactIds },
  );

/** Static lists only: the contacts stay in the CRM, only their membership goes. */
export const useRemoveListMembers = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ListMembersChange) => removeListMembers(hubId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.lists(hubId) }),
  });
};

import type { Contact } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmKeys } from '../../../../../lib/api/crm-keys';
import { refreshContacts } from '../../../../../lib/api/crm-refresh';
import { api, hubApi } from '../../../../../lib/api-client';
import { tabKeys } from './paths';

/**
 * PATCH /line/chat/{seq}/{vid}/properties: edits the conversation's contact, which the server
 * creates on the first edit. Refusals by field are shown on the form, not toasted.
 */
export function useUpdateChatProperties(hubId: string, seq: number, vid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (properties: Record<string, string | null>) =>
      api.patch<{ msg: string; contact: Contact }>(
        hubApi(hubId, `line/chat/${seq}/${encodeURIComponent(vid)}/properties`),
        { properties },
      ),
    meta: { silentError: true },
    onSuccess: ({ contact }) => {
      queryClient.setQueryData(crmKeys.contact(hubId, contact.id), contact);
      return Promise.all([
        refreshContacts(queryClient, hubId),
        queryClient.invalidateQueries({ queryKey: tabKeys.target(hubId, { vid }) }),
      ]);
    },
  });
}

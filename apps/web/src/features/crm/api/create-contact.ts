import type { Contact } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshContacts } from '../../../lib/api/crm-refresh';
import { api, hubApi } from '../../../lib/api-client';

export const createContact = (hubId: string, properties: Record<string, string>) =>
  api.post<{ msg: string; contact: Contact }>(hubApi(hubId, 'contacts'), { properties });

/** A refused value (crm.error.invalidValue, …) is shown on the form, not toasted. */
export const useCreateContact = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (properties: Record<string, string>) => createContact(hubId, properties),
    meta: { silentError: true },
    onSuccess: () => refreshContacts(queryClient, hubId),
  });
};

import type { Contact } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { refreshContacts } from '../../../lib/api/crm-refresh';
import { api, hubApi } from '../../../lib/api-client';

/** Only the changed properties are sent; null clears one. */
export interface ContactUpdate {
  id: string;
  properties: Record<string, string | null>;
}

export const updateContact = (hubId: string, { id, properties }: ContactUpdate) =>
  api.patch<{ msg: string; contact: Contact }>(hubApi(hubId, `contacts/${encodeURIComponent(id)}`), {
    properties,
  });

/** A refused value (crm.error.invalidValue, …) is shown on the form, not toasted. */
export const useUpdateContact = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ContactUpdate) => updateContact(hubId, update),
    meta: { silentError: true },
    onSuccess: ({ contact }) => {
      queryClient.setQueryData(crmKeys.contact(hubId, contact.id), contact);
      return refreshContacts(queryClient, hubId);
    },
  });
};

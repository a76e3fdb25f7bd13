import type { recipientsListRequestSchema, recipientsListResultSchema } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, hubApi } from '../../../lib/api-client';

export type RecipientsListRequest = z.input<typeof recipientsListRequestSchema>;

/** Makes a static CRM list of the recipients sent to between two dates. */
export const createRecipientsList = (hubId: string, id: string, request: RecipientsListRequest) =>
  api.post<z.infer<typeof recipientsListResultSchema>>(
    hubApi(hubId, `line/recipients/${encodeURIComponent(id)}/list`),
    request,
  );

export const useCreateRecipientsList = (hubId: string, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RecipientsListRequest) => createRecipientsList(hubId, id, request),
    meta: { silentError: true },
    // The new list shows in the CRM's lists and in the composer's list pickers.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm', hubId, 'lists'] }),
  });
};

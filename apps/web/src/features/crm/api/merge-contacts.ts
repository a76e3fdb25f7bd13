import type { Contact } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshContacts } from '../../../lib/api/crm-refresh';
import { api, hubApi } from '../../../lib/api-client';

/** The kept contact (primary) takes the other's values where it has none; the other is deleted. */
export interface MergeRequest {
  primaryId: string;
  mergedId: string;
}

export const mergeContacts = (hubId: string, request: MergeRequest) =>
  api.post<{ msg: string; contact: Contact }>(hubApi(hubId, 'contacts/merge'), request);

export const useMergeContacts = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MergeRequest) => mergeContacts(hubId, request),
    onSuccess: () => refreshContacts(queryClient, hubId),
  });
};

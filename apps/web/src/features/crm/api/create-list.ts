import type { CreateListRequest, CrmList } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crmKeys } from '../../../lib/api/crm-keys';
import { api, hubApi } from '../../../lib/api-client';

export const createList = (hubId: string, request: CreateListRequest) =>
  api.post<{ msg: string; list: CrmList }>(hubApi(hubId, 'lists'), request);

/** A refusal (a name missing, a filter the server does not take) is shown in the dialog. */
export const useCreateList = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateListRequest) => createList(hubId, request),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmKeys.lists(hubId) }),
  });
};

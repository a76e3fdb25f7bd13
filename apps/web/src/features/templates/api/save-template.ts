import type { Template, TemplateInput } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { templateKeys } from './keys';

type Saved = { msg: string; template: Template };

/** POST /template (into the open folder) or PATCH /template/{id} (messaging.md §7). */
export function saveTemplate(hubId: string, input: TemplateInput, id?: string, folderId?: string | null) {
  return id
    ? api.patch<Saved>(hubApi(hubId, `template/${encodeURIComponent(id)}`), input)
    : api.post<Saved>(hubApi(hubId, 'template'), { ...input, folderId });
}

/** Refusals by field show on the form, not as a toast. */
export const useSaveTemplate = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id, folderId }: { input: TemplateInput; id?: string; folderId?: string | null }) =>
      saveTemplate(hubId, input, id, folderId),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(hubId) }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** messaging.md §7: POST {ids} (and a target folder for move and duplicate) on /templates/<action>. */
export type BulkCall =
  | { action: 'deleteMany' | 'enableMany' | 'disableMany'; ids: string[] }
  | { action: 'move'; ids: string[]; target: string | null }
  | { action: 'duplicate'; ids: string[]; target?: string | null };

/** Every change reads the lists (items and folder counts) again. */
function useTemplateMutation<Value>(
  hubId: string,
  call: (value: Value) => Promise<unknown>,
  silentError = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: silentError ? { silentError: true } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(hubId) }),
  });
}

export const useBulkTemplates = (hubId: string) =>
  useTemplateMutation(hubId, ({ action, ...body }: BulkCall) =>
    api.post<{ msg: string }>(hubApi(hubId, `templates/${action}`), body),
  );

const folderPath = (hubId: string, id?: string) =>
  hubApi(hubId, id ? `template/folder/${encodeURIComponent(id)}` : 'template/folder');

/** The folder calls of the library: POST /template/folder, PATCH and DELETE /template/folder/{id}. */
export function useTemplateFolderCalls(hubId: string) {
  return {
    create: useTemplateMutation(hubId, (name: string) => api.post(folderPath(hubId), { name }), true),
    rename: useTemplateMutation(
      hubId,
      ({ id, name }: { id: string; name: string }) => api.patch(folderPath(hubId, id), { name }),
      true,
    ),
    remove: useTemplateMutation(hubId, (id: string) => api.delete(folderPath(hubId, id))),
  };
}

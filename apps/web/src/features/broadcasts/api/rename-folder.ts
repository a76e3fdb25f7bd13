import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

export const renameFolder = (hubId: string, id: string, name: string) =>
  api.patch<{ msg: string }>(hubApi(hubId, `line/broadcast-settings/folders/${encodeURIComponent(id)}`), {
    name,
  });

export const useRenameFolder = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => renameFolder(hubId, id, name),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.lists(hubId) }),
  });
};

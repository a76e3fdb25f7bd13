import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

/** The server refuses a folder that still holds broadcasts (messaging.md §5); its message is toasted. */
export const deleteFolder = (hubId: string, id: string) =>
  api.delete<{ msg: string }>(hubApi(hubId, `line/broadcast-settings/folders/${encodeURIComponent(id)}`));

export const useDeleteFolder = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteFolder(hubId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.lists(hubId) }),
  });
};

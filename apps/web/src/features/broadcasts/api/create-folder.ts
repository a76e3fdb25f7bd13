import type { BroadcastFolder } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

export const createFolder = (hubId: string, name: string) =>
  api.post<{ msg: string; folder: BroadcastFolder }>(hubApi(hubId, 'line/broadcast-settings/folders'), {
    name,
  });

export const useCreateFolder = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createFolder(hubId, name),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.lists(hubId) }),
  });
};

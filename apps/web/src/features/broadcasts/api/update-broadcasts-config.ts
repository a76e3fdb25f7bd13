import type { BroadcastsConfig } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

export const updateBroadcastsConfig = (hubId: string, config: BroadcastsConfig) =>
  api.patch<{ msg: string } & BroadcastsConfig>(hubApi(hubId, 'broadcasts-config'), config);

export const useUpdateBroadcastsConfig = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: BroadcastsConfig) => updateBroadcastsConfig(hubId, config),
    // The list response carries the settings too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all(hubId) }),
  });
};

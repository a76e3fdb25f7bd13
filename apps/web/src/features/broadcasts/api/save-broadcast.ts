import type { Broadcast, BroadcastInput } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKey } from './broadcast-keys';
import { broadcastKeys } from './keys';

export interface SavedBroadcast {
  msg: string;
  broadcast: Broadcast;
}

/** Creates (POST) or, with an id, changes (PATCH) a broadcast; the composer saves a draft this way. */
export const saveBroadcast = (hubId: string, input: BroadcastInput, id?: string) =>
  id
    ? api.patch<SavedBroadcast>(hubApi(hubId, 'line/broadcast-setting'), { ...input, id })
    : api.post<SavedBroadcast>(hubApi(hubId, 'line/broadcast-setting'), input);

/** Refusals carry per-field messages, which the composer shows beside the fields. */
export const useSaveBroadcast = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: BroadcastInput; id?: string }) => saveBroadcast(hubId, input, id),
    meta: { silentError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(broadcastKey(hubId, saved.broadcast.id), saved.broadcast);
      return queryClient.invalidateQueries({ queryKey: broadcastKeys.all(hubId) });
    },
  });
};

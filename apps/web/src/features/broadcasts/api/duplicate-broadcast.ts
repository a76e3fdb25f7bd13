import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';
import type { SavedBroadcast } from './save-broadcast';

/** POST /line/broadcast-setting/{id}/duplicate: a draft copy beside the original (messaging.md §7). */
export const duplicateBroadcast = (hubId: string, id: string) =>
  api.post<SavedBroadcast>(hubApi(hubId, `line/broadcast-setting/${encodeURIComponent(id)}/duplicate`), {});

/** A sent broadcast is sent again as a copy: the lists gain the draft. */
export const useDuplicateBroadcast = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => duplicateBroadcast(hubId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.lists(hubId) }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

/** messaging.md §7: POST {ids} (and a target folder for move and duplicate) on /line/broadcast-setting/<action>. */
export type BulkCall =
  | { action: 'deleteMany' | 'archive' | 'restore-archive'; ids: string[] }
  | { action: 'move'; ids: string[]; target: string | null }
  | { action: 'duplicate'; ids: string[]; target?: string | null };

export const bulkBroadcasts = (hubId: string, { action, ...body }: BulkCall) =>
  api.post<{ msg: string }>(hubApi(hubId, `line/broadcast-setting/${action}`), body);

/** Every tab's counts and folder sizes change, so the whole list is read again. */
export const useBulkBroadcasts = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: BulkCall) => bulkBroadcasts(hubId, call),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.lists(hubId) }),
  });
};

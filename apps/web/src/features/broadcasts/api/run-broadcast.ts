import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

/** messaging.md §4 modes: broadcast now (execute), schedule, save for automation; and unscheduling to edit. */
export type RunMode = 'execute' | 'schedule' | 'save' | 'schedule/cancel';

export const runBroadcast = (hubId: string, mode: RunMode, id: string) =>
  api.post<{ msg: string }>(hubApi(hubId, `line/broadcast-setting/${mode}`), { ids: [id] });

/** A refusal (no test send yet, a date too soon) is shown in the confirmation dialog. */
export const useRunBroadcast = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, id }: { mode: RunMode; id: string }) => runBroadcast(hubId, mode, id),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all(hubId) }),
  });
};

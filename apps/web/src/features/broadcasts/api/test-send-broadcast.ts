import type { testSendSchema } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKey } from './broadcast-keys';

export type TestSendRequest = z.input<typeof testSendSchema>;

/** Sends the saved messages to one person; the server answers "Sent Success." or "Sent Failure.". */
export const testSendBroadcast = (hubId: string, request: TestSendRequest) =>
  api.post<{ msg: string }>(hubApi(hubId, 'line/broadcast-setting/test'), request);

export const useTestSendBroadcast = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TestSendRequest) => testSendBroadcast(hubId, request),
    // The panel shows the refusal under the target it was about.
    meta: { silentError: true },
    // The broadcast's testSentAt changed: it unlocks the send actions.
    onSettled: (_data, _error, request) =>
      queryClient.invalidateQueries({ queryKey: broadcastKey(hubId, request.id) }),
  });
};

import type { AbTest } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { broadcastKeys } from './keys';

const abPath = (hubId: string, id: string, action: 'create-ab-test' | 'cancel-ab-test') =>
  hubApi(hubId, `line/broadcast-setting/${encodeURIComponent(id)}/${action}`);

/** Makes version B of a broadcast; answers B's id. */
export const createAbTest = (hubId: string, id: string) =>
  api.post<{ msg: string; id: string }>(abPath(hubId, id, 'create-ab-test'));

/** Deletes version B for good and keeps A. */
export const cancelAbTest = (hubId: string, id: string) =>
  api.post<{ msg: string }>(abPath(hubId, id, 'cancel-ab-test'));

export const useCreateAbTest = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => createAbTest(hubId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all(hubId) }),
  });
};

export const useCancelAbTest = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelAbTest(hubId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all(hubId) }),
  });
};

export type AbSplit = Pick<AbTest, 'splitPercent' | 'winnerRule'>;

/** Sets the pair's split and winner rule (both versions take them). */
export const useSetAbSplit = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, abTest }: { id: string; abTest: AbSplit }) =>
      api.patch<{ msg: string }>(hubApi(hubId, 'line/broadcast-setting'), { id, abTest }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all(hubId) }),
  });
};

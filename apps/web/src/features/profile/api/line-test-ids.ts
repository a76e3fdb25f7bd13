import type { LineTestId, SetLineTestIdRequest } from '@hubline/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

const key = (hubId: string) => ['hub', hubId, 'profile', 'line-test-ids'] as const;

/** The signed-in user's own LINE user id on each LINE account of the hub. */
export const useLineTestIds = (hubId: string) =>
  useQuery({
    queryKey: key(hubId),
    queryFn: () => api.get<{ items: LineTestId[] }>(hubApi(hubId, 'profile/line-test-ids')),
  });

export const useSetLineTestId = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetLineTestIdRequest) =>
      api.put<{ msg: string }>(hubApi(hubId, 'profile/line-test-ids'), input),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(hubId) }),
  });
};

import type { Imagemap, ImagemapInput } from '@hubline/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { imagemapsQueryKey } from '../../../lib/api/imagemaps';
import { api, hubApi } from '../../../lib/api-client';

const imagemapQueryOptions = (hubId: string, id: string) =>
  queryOptions({
    queryKey: [...imagemapsQueryKey(hubId), 'one', id],
    queryFn: () => api.get<Imagemap>(hubApi(hubId, `line/imagemap/${encodeURIComponent(id)}`)),
  });
export const useImagemap = (hubId: string, id: string) => useQuery(imagemapQueryOptions(hubId, id));

interface Saved {
  msg: string;
  imagemap: Imagemap;
}

/** Creates (POST) or, with an id, changes (PATCH) a rich message; refusals carry per-field messages. */
export const useSaveImagemap = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: ImagemapInput; id?: string }) =>
      id
        ? api.patch<Saved>(hubApi(hubId, 'line/imagemap'), { ...input, id })
        : api.post<Saved>(hubApi(hubId, 'line/imagemap'), input),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagemapsQueryKey(hubId) }),
  });
};

import type { Imagemap, ImagemapInput } from '@hubline/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ImagemapList, imagemapsQueryKey } from '../../../lib/api/imagemaps';
import { api, hubApi } from '../../../lib/api-client';

export interface ImagemapPageQuery {
  search: string;
  page: number;
  limit: number;
}

/** A page of the library (GET /line/imagemaps), searched by title. */
export const useImagemapPage = (hubId: string, query: ImagemapPageQuery) =>
  useQuery({
    queryKey: [...imagemapsQueryKey(hubId), 'page', query],
    queryFn: () =>
      api.get<ImagemapList>(hubApi(hubId, 'line/imagemaps'), {
        search: query.search || undefined,
        page: String(query.page),
        limit: String(query.limit),
      }),
    placeholderData: keepPreviousData,
  });

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

export const useDeleteImagemap = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ msg: string }>(hubApi(hubId, `line/imagemap/${encodeURIComponent(id)}`)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagemapsQueryKey(hubId) }),
  });
};

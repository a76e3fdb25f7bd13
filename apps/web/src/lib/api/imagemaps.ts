import type { Imagemap, ImagemapImage } from '@hubline/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';

/** Every rich-message query of a hub starts with this key, so a save refreshes the library and the pickers. */
export const imagemapsQueryKey = (hubId: string) => ['imagemaps', hubId] as const;

export interface ImagemapList {
  items: Imagemap[];
  total: number;
}

/** Every rich message of the hub (`all=true`): what the broadcast composer picks from and previews. */
export const allImagemapsQueryOptions = (hubId: string) =>
  queryOptions({
    queryKey: [...imagemapsQueryKey(hubId), 'all'],
    queryFn: () => api.get<ImagemapList>(hubApi(hubId, 'line/imagemaps'), { all: 'true' }),
  });

export const useAllImagemaps = (hubId: string, enabled = true) =>
  useQuery({ ...allImagemapsQueryOptions(hubId), enabled });

/** The image, checked (1040 wide, its height) and published by the server before the rich message (or the rich video it previews) is saved. */
export const useUploadImagemapImage = (hubId: string) =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<{ msg: string; image: ImagemapImage }>(hubApi(hubId, 'line/imagemap/image'), form);
    },
    meta: { silentError: true },
  });

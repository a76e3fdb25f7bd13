import type { Imagemap } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

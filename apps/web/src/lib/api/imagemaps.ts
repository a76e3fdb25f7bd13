import { IMAGEMAP_PATHS, type Imagemap, type ImagemapImage } from '@hubline/contract';
import { useMutation } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';
import { type LibraryKindApi, libraryKeys, useLibraryAll } from '../library/library-api';

/** Rich messages on the library kit: the library screen and the broadcast composer's picker read it. */
export const IMAGEMAPS_KIND: LibraryKindApi = { key: 'imagemaps', paths: IMAGEMAP_PATHS };

/** Every rich-message query of a hub starts with this key, so a save refreshes the library and the pickers. */
export const imagemapsQueryKey = (hubId: string) => libraryKeys(IMAGEMAPS_KIND, hubId);

/** Every rich message of the hub (`all=true`): what the broadcast composer picks from and previews. */
export const useAllImagemaps = (hubId: string, enabled = true) =>
  useLibraryAll<Imagemap>(hubId, IMAGEMAPS_KIND, '', enabled);

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

import { FILE_PATHS, type LibraryFile } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';
import { type LibraryKindApi, libraryKeys, useLibraryAll } from '../library/library-api';

/** The Files library (core.md §3 File): the files screen and every file picker read it. */
export const FILES_KIND: LibraryKindApi = { key: 'files', paths: FILE_PATHS };

/** Every file of the hub, searched by name (a picker's list). */
export const useLibraryFiles = (hubId: string, search: string, enabled = true) =>
  useLibraryAll<LibraryFile>(hubId, FILES_KIND, search, enabled);

export interface FileUploadInput {
  file: File;
  folderId?: string | null;
}

/** POST /file (multipart): the server checks type by content and size while it streams in. */
export function useUploadFile(hubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, folderId }: FileUploadInput) => {
      const form = new FormData();
      if (folderId) form.append('folderId', folderId);
      form.append('file', file);
      return api.post<{ msg: string; file: LibraryFile }>(hubApi(hubId, 'file'), form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys(FILES_KIND, hubId) }),
  });
}

/** PATCH /file/{id}: rename, or turn use-with-AI on or off. */
export function useUpdateFile(hubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; name?: string; useWithAi?: boolean }) =>
      api.patch<{ msg: string; file: LibraryFile }>(hubApi(hubId, `file/${encodeURIComponent(id)}`), body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys(FILES_KIND, hubId) }),
  });
}

import type { Folder, LibraryPage, LibraryPaths } from '@hubline/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';

/** A kind on the library kit: its cache key's first word and its calls' paths (contract's *_PATHS). */
export interface LibraryKindApi {
  key: string;
  paths: LibraryPaths;
}

export interface LibraryListQuery {
  folderId: string | null;
  search: string;
  /** Zero-based. */
  page: number;
  limit: number;
}

/** Every library query of a kind in a hub starts with [key, hubId], so a change refreshes them all. */
export const libraryKeys = (kind: LibraryKindApi, hubId: string) => [kind.key, hubId] as const;

const path = (paths: string) => paths.replace(/^\//, '');

/** A page of the kind's items with its folders; an open folder is read at its folder view. */
export function useLibraryPage<Item>(hubId: string, kind: LibraryKindApi, query: LibraryListQuery) {
  const { folderId, search, page, limit } = query;
  return useQuery({
    queryKey: [...libraryKeys(kind, hubId), 'page', query],
    queryFn: () =>
      api.get<LibraryPage<Item>>(
        hubApi(
          hubId,
          folderId ? `${path(kind.paths.folderView)}/${encodeURIComponent(folderId)}` : path(kind.paths.list),
        ),
        { search: search || undefined, page: String(page), limit: String(limit) },
      ),
    // The folders and the page stay on screen while the next page or folder loads.
    placeholderData: keepPreviousData,
  });
}

/** Every item of the kind (`?all=true`), searched by name: what a picker offers. */
export function useLibraryAll<Item>(hubId: string, kind: LibraryKindApi, search: string, enabled = true) {
  return useQuery({
    queryKey: [...libraryKeys(kind, hubId), 'all', search],
    queryFn: () =>
      api.get<LibraryPage<Item>>(hubApi(hubId, path(kind.paths.list)), {
        all: 'true',
        search: search || undefined,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** messaging.md §7: POST {ids} on deleteMany, {ids, target} on move and duplicate. */
export type LibraryBulkCall =
  | { action: 'deleteMany'; ids: string[] }
  | { action: 'move'; ids: string[]; target: string | null }
  | { action: 'duplicate'; ids: string[]; target?: string | null };

export function useLibraryBulk(hubId: string, kind: LibraryKindApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: LibraryBulkCall) =>
      api.post<{ msg: string; count: number }>(hubApi(hubId, `${path(kind.paths.bulk)}/${action}`), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys(kind, hubId) }),
  });
}

/** The folder calls of the library's folder panel: create, rename and delete. */
export function useLibraryFolderCalls(hubId: string, kind: LibraryKindApi) {
  const queryClient = useQueryClient();
  const folders = path(kind.paths.folder);
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: libraryKeys(kind, hubId) });
  type Saved = { msg: string; folder: Folder };
  return {
    create: useMutation({
      mutationFn: (name: string) => api.post<Saved>(hubApi(hubId, folders), { name }),
      meta: { silentError: true },
      onSuccess,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        api.patch<Saved>(hubApi(hubId, `${folders}/${encodeURIComponent(id)}`), { name }),
      meta: { silentError: true },
      onSuccess,
    }),
    remove: useMutation({
      // A refused delete (the folder still holds items) is toasted with the server's reason.
      mutationFn: (id: string) =>
        api.delete<{ msg: string }>(hubApi(hubId, `${folders}/${encodeURIComponent(id)}`)),
      onSuccess,
    }),
  };
}

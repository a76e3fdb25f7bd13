import type { CreateTagRequest, Tag } from '@hubline/contract';
import { useMutation } from '@tanstack/react-query';
import { useTagsChanged } from '../../../lib/api/tags';
import { api, hubApi } from '../../../lib/api-client';

type Saved = { msg: string; tag: Tag };
const tagPath = (id: string) => `tag/${encodeURIComponent(id)}`;

/** A refusal (a duplicate name, too long) is shown in the dialog, not as a toast. */
export const useCreateTag = (hubId: string) =>
  useMutation({
    mutationFn: (request: CreateTagRequest) => api.post<Saved>(hubApi(hubId, 'tag'), request),
    meta: { silentError: true },
    onSuccess: useTagsChanged(hubId),
  });

export const useRenameTag = (hubId: string) =>
  useMutation({
    mutationFn: ({ id, tag }: { id: string; tag: string }) =>
      api.patch<Saved>(hubApi(hubId, tagPath(id)), { tag }),
    meta: { silentError: true },
    onSuccess: useTagsChanged(hubId),
  });

/** One tag (`DELETE /tag/{id}`) or several (`POST /tags/deleteMany`); friends lose them too. */
export const useDeleteTags = (hubId: string) =>
  useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1 && ids[0]
        ? api.delete<{ msg: string }>(hubApi(hubId, tagPath(ids[0])))
        : api.post<{ msg: string; count: number }>(hubApi(hubId, 'tags/deleteMany'), { ids }),
    onSettled: useTagsChanged(hubId),
  });

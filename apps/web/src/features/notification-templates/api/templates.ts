import type {
  NotificationTemplateInput,
  NotificationTemplatesResponse,
  notificationSendsResponseSchema,
  notificationTemplateSavedSchema,
} from '@hubline/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, hubApi } from '../../../lib/api-client';

const BASE = 'line/notification-templates';
type Saved = z.infer<typeof notificationTemplateSavedSchema>;
type Sends = z.infer<typeof notificationSendsResponseSchema>;

/** Every notification-template query of a hub starts with this key. */
export const templateKeys = {
  all: (hubId: string) => ['notification-templates', hubId] as const,
  one: (hubId: string, id: string) => ['notification-templates', hubId, 'one', id] as const,
  sends: (hubId: string, id: string) => ['notification-templates', hubId, 'sends', id] as const,
};

export interface TemplateListQuery {
  folderId: string | null;
  q: string;
  page: number;
  limit: number;
}

/** messaging.md §7: the list, or an open folder's at /folder/{id}. */
export const useTemplates = (hubId: string, { folderId, q, page, limit }: TemplateListQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...templateKeys.all(hubId), 'list', folderId, q, page, limit],
      queryFn: () =>
        api.get<NotificationTemplatesResponse>(
          hubApi(hubId, folderId ? `${BASE}/folder/${encodeURIComponent(folderId)}` : BASE),
          { q: q || undefined, page: String(page), limit: String(limit) },
        ),
      placeholderData: keepPreviousData,
    }),
  );

export const useTemplate = (hubId: string, id: string | undefined) =>
  useQuery({
    queryKey: templateKeys.one(hubId, id ?? ''),
    queryFn: () =>
      api.get<NotificationTemplatesResponse>(hubApi(hubId, `${BASE}/${encodeURIComponent(id ?? '')}`)),
    enabled: Boolean(id),
  });

/** POST a new template, or PUT it with its `_id` (messaging.md §7). */
export const useSaveTemplate = (hubId: string, id: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationTemplateInput) =>
      id
        ? api.put<Saved>(hubApi(hubId, `${BASE}/${encodeURIComponent(id)}`), { ...input, _id: id })
        : api.post<Saved>(hubApi(hubId, BASE), input),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(hubId) }),
  });
};

/** Folders live on the same path: POST and PUT with `folder: true`, DELETE /{id}. */
export const useTemplateFolderCalls = (hubId: string) => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: templateKeys.all(hubId) });
  return {
    create: useMutation({
      mutationFn: (name: string) => api.post<Saved>(hubApi(hubId, BASE), { folder: true, name }),
      meta: { silentError: true },
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: string; name: string }) =>
        api.put<Saved>(hubApi(hubId, `${BASE}/${encodeURIComponent(id)}`), { folder: true, _id: id, name }),
      meta: { silentError: true },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        api.delete<{ msg: string }>(hubApi(hubId, `${BASE}/${encodeURIComponent(id)}`)),
      meta: { silentError: true },
      onSuccess: refresh,
    }),
  };
};

export type BulkCall =
  | { action: 'deleteMany'; ids: string[] }
  | { action: 'move'; ids: string[]; folderId: string | null }
  | { action: 'duplicate'; ids: string[]; target?: string | null };

export const useBulkTemplates = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ...body }: BulkCall) =>
      api.post<{ msg: string }>(hubApi(hubId, `${BASE}/${action}`), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all(hubId) }),
  });
};

/** POST /{id}/test: the saved template as a LINE notification message to one phone. */
export const useTestSendTemplate = (hubId: string, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { accountId: string; phone: string }) =>
      api.post<{ msg: string }>(hubApi(hubId, `${BASE}/${encodeURIComponent(id)}/test`), body),
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.sends(hubId, id) }),
  });
};

/** The latest sends; read again every few seconds while one waits for LINE's delivery event. */
export const useTemplateSends = (hubId: string, id: string) =>
  useQuery({
    queryKey: templateKeys.sends(hubId, id),
    queryFn: () => api.get<Sends>(hubApi(hubId, `${BASE}/${encodeURIComponent(id)}/sends`)),
    refetchInterval: (query) =>
      query.state.data?.sends.some((send) => send.status === 'sent' || send.status === 'pending')
        ? 2000
        : false,
  });

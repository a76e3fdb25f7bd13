import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NEWS_QUERY_KEY } from './get-news';

/** core.md §7 `/profile/{id}/readNews`, as a POST: it changes state, so it carries the CSRF header. */
export const readNews = (newsId: string) =>
  api.post<{ msg: string }>(`/api/profile/${encodeURIComponent(newsId)}/readNews`);

export const useReadNews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNews,
    meta: { silentSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWS_QUERY_KEY }),
  });
};

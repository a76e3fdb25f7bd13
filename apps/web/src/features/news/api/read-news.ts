import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client';
import { NEWS_QUERY_KEY } from './get-news';

/** core.md §7 `GET /profile/{id}/readNews`: a write over GET, so it is a mutation. */
export const readNews = (newsId: string) =>
  api.get<{ msg: string }>(`/api/profile/${encodeURIComponent(newsId)}/readNews`);

export const useReadNews = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNews,
    meta: { silentSuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NEWS_QUERY_KEY }),
  });
};

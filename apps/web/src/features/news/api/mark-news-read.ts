import type { Language, NewsResponse } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NEWS_QUERY_KEY } from './get-news';

/** Every update in the reader's language becomes read: the drawer has listed them. */
export const markNewsRead = (lang: Language) =>
  api.post<{ msg: string }>('/api/news/read', undefined, { query: { lang } });

/**
 * The badge clears at once; the items keep their "New" mark while the drawer is open, so the
 * reader still sees what is new (the drawer refetches when it closes).
 */
export const useMarkNewsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNewsRead,
    meta: { silentSuccess: true },
    onSuccess: () =>
      queryClient.setQueriesData<NewsResponse>({ queryKey: NEWS_QUERY_KEY }, (news) =>
        news ? { ...news, unread: 0 } : news,
      ),
  });
};

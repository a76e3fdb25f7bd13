import type { Language, NewsResponse } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { NewsResponse };

export const NEWS_QUERY_KEY = ['news'] as const;

export const getNews = (lang: Language) => api.get<NewsResponse>('/api/news', { lang });

export const getNewsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: [...NEWS_QUERY_KEY, lang], queryFn: () => getNews(lang), staleTime: 5 * 60_000 });

export const useNews = (lang: Language) => useQuery(getNewsQueryOptions(lang));

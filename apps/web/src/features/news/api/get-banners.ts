import type { BannerResponse, Language } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/language';
import { api, hubApi } from '../../../lib/api-client';

export type { BannerResponse };
export type Banner = BannerResponse['banners'][number];

export const getBanners = (hubId: string, lang: Language) =>
  api.get<BannerResponse>(hubApi(hubId, 'banner'), { lang });

/**
 * A banner is a notice, not the page: its failure stays quiet. The server picks its text by
 * language, so the language is part of the key: switching it fetches the banner in the new one.
 */
export const getBannersQueryOptions = (hubId: string, lang: Language) =>
  queryOptions({
    queryKey: ['banner', hubId, lang],
    queryFn: () => getBanners(hubId, lang),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });

export const useBanners = (hubId: string) => useQuery(getBannersQueryOptions(hubId, useLanguage()));

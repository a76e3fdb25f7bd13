import type { BannerResponse } from '@hubline/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';

export type { BannerResponse };
export type Banner = BannerResponse['banners'][number];

export const getBanners = (hubId: string) => api.get<BannerResponse>(hubApi(hubId, 'banner'));

/** A banner is a notice, not the page: its failure stays quiet. */
export const getBannersQueryOptions = (hubId: string) =>
  queryOptions({
    queryKey: ['banner', hubId],
    queryFn: () => getBanners(hubId),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });

export const useBanners = (hubId: string) => useQuery(getBannersQueryOptions(hubId));

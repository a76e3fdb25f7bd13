import type { Carousel } from '@hubline/contract';
import { useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { carouselKeys } from './keys';

export const getCarousel = (hubId: string, id: string) =>
  api.get<Carousel>(hubApi(hubId, `line/carousel/${encodeURIComponent(id)}`));

export const useCarousel = (hubId: string, id: string) =>
  useQuery({ queryKey: carouselKeys.one(hubId, id), queryFn: () => getCarousel(hubId, id), enabled: !!id });

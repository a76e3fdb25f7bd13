import type { Carousel, CarouselInput } from '@hubline/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hubApi } from '../../../lib/api-client';
import { carouselKeys } from './keys';

interface SavedCarousel {
  msg: string;
  id: string;
  carousel: Carousel;
}

/** Creates (POST /line/carousel) or, with an id, changes (PATCH /line/carousel) a carousel. */
const saveCarousel = (hubId: string, input: CarouselInput, id?: string) =>
  id
    ? api.patch<SavedCarousel>(hubApi(hubId, 'line/carousel'), { ...input, id })
    : api.post<SavedCarousel>(hubApi(hubId, 'line/carousel'), input);

/** Refusals carry per-field messages, which the editor shows beside the fields. */
export const useSaveCarousel = (hubId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, id }: { input: CarouselInput; id?: string }) => saveCarousel(hubId, input, id),
    meta: { silentError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(carouselKeys.one(hubId, saved.id), saved.carousel);
      return queryClient.invalidateQueries({ queryKey: carouselKeys.all(hubId) });
    },
  });
};

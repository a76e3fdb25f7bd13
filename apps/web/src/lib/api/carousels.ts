import { type Carousel, carouselFlex } from '@hubline/contract';
import { useQuery } from '@tanstack/react-query';
import { api, hubApi } from '../api-client';

/**
 * GET /line/carousels?all=true: every card-based message of the hub, for the pickers where a
 * message is composed. Under ['carousels', hubId], so saving one in the library refreshes it.
 */
export const useCarousels = (hubId: string) =>
  useQuery({
    queryKey: ['carousels', hubId, 'all'],
    queryFn: () => api.get<{ items: Carousel[] }>(hubApi(hubId, 'line/carousels?all=true')),
  });

/** The LINE message a carousel is sent as (the builder the server uses), for previews; undefined when unknown. */
export function carouselLineMessage(carousels: readonly Carousel[], id: string) {
  const carousel = carousels.find((item) => item.id === id);
  if (!carousel) return undefined;
  try {
    return { type: 'flex', altText: carousel.altText, contents: carouselFlex(carousel) };
  } catch {
    // A JSON card type whose text no longer parses: shown as the reference.
    return undefined;
  }
}

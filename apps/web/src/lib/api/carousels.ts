import { CAROUSEL_PATHS, type Carousel, carouselFlex } from '@hubline/contract';
import { type LibraryKindApi, useLibraryAll } from '../library/library-api';

/** The card-based messages' library (messaging.md §7): the carousels screen and every picker read it. */
export const CAROUSELS_KIND: LibraryKindApi = { key: 'carousels', paths: CAROUSEL_PATHS };

/**
 * Every card-based message of the hub (`?all=true`): what the composer's picker offers; read only
 * where a message is one, so a member without the carousels flag is not refused for nothing.
 */
export const useCarousels = (hubId: string, enabled = true) =>
  useLibraryAll<Carousel>(hubId, CAROUSELS_KIND, '', enabled);

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

import { CAROUSELS_KIND } from '../../../lib/api/carousels';
import { libraryKeys } from '../../../lib/library/library-api';

/** Every carousel query of a hub starts with the library's key, so a save refreshes the lists and pickers too. */
export const carouselKeys = {
  all: (hubId: string) => libraryKeys(CAROUSELS_KIND, hubId),
  one: (hubId: string, id: string) => [...libraryKeys(CAROUSELS_KIND, hubId), 'one', id] as const,
};

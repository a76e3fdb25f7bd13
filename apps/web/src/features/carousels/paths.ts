import { hubPath } from '../../lib/paths';

/** messaging.md §2: /line/carousels (+/create, /{id}). */
export const carouselsPath = (hubId: string) => hubPath(hubId, 'line/carousels');
export const createCarouselPath = (hubId: string) => hubPath(hubId, 'line/carousels/create');
export const carouselPath = (hubId: string, id: string) =>
  hubPath(hubId, `line/carousels/${encodeURIComponent(id)}`);

import { hubPath } from '../../lib/paths';

/** messaging.md §2: /line/imagemaps (+/create, /{id}). */
export const imagemapsPath = (hubId: string) => hubPath(hubId, 'line/imagemaps');
export const createImagemapPath = (hubId: string) => hubPath(hubId, 'line/imagemaps/create');
export const imagemapPath = (hubId: string, id: string) =>
  hubPath(hubId, `line/imagemaps/${encodeURIComponent(id)}`);

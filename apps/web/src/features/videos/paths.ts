import { hubPath } from '../../lib/paths';

/** messaging.md §2: /line/videos (+/create, /{id}). */
export const videosPath = (hubId: string) => hubPath(hubId, 'line/videos');
export const createVideoPath = (hubId: string) => hubPath(hubId, 'line/videos/create');
export const videoPath = (hubId: string, id: string) =>
  hubPath(hubId, `line/videos/${encodeURIComponent(id)}`);

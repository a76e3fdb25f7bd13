import { type RichVideo, VIDEO_PATHS } from '@hubline/contract';
import { type LibraryKindApi, useLibraryAll } from '../library/library-api';

/** The rich videos' library (messaging.md §7 Rich video): the videos screen and every picker read it. */
export const VIDEOS_KIND: LibraryKindApi = { key: 'videos', paths: VIDEO_PATHS };

/**
 * Every rich video of the hub (`?all=true`): what the composer's picker offers and previews; read
 * only where a message is one, so a member without the rich videos flag is not refused for nothing.
 */
export const useVideos = (hubId: string, enabled = true) =>
  useLibraryAll<RichVideo>(hubId, VIDEOS_KIND, '', enabled);

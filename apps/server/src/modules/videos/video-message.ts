import { IMAGEMAP_WIDTH, type VideoSource } from '@hubline/contract';
import type { LineMessage } from '../../core/line/line-types.ts';
import { publicFileUrl } from '../files/index.ts';
import { imagemapImagePath } from '../imagemaps/index.ts';
import type { VideoRow } from './videos.schema.ts';

/** LINE's preview image of an image map video is at most 1 MB: the 700-wide derivative, not the upload. */
const PREVIEW_WIDTH = 700;

/** Where LINE fetches the video: our public files route for an upload, the URL itself otherwise. */
export const videoUrl = (source: VideoSource, publicUrl: string) =>
  source.kind === 'upload' ? publicFileUrl(publicUrl, `library/${source.name}`) : source.url;

/**
 * Pure: a rich video as the LINE message it is sent as — an image map of its preview image whose
 * whole area plays the video, then shows the link label (LINE's `video.externalLink`). The link is
 * as written: a broadcast shortens it for click tracking when it sends (links/rewrite-links.ts).
 */
export function videoLineMessage(
  video: Pick<VideoRow, 'video' | 'altText' | 'linkLabel' | 'linkUrl'>,
  image: { id: string; height: number },
  publicUrl: string,
): LineMessage {
  const baseUrl = `${publicUrl}${imagemapImagePath(image.id)}`;
  const baseSize = { width: IMAGEMAP_WIDTH, height: image.height };
  return {
    type: 'imagemap',
    baseUrl,
    altText: video.altText,
    baseSize,
    video: {
      originalContentUrl: videoUrl(video.video, publicUrl),
      previewImageUrl: `${baseUrl}/${PREVIEW_WIDTH}`,
      area: { x: 0, y: 0, ...baseSize },
      externalLink: { linkUri: video.linkUrl, label: video.linkLabel },
    },
    actions: [],
  };
}

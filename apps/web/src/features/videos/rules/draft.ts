import { IMAGEMAP_WIDTH, type ImagemapImage, type RichVideo, type VideoInput } from '@hubline/contract';

/** What the editor holds: the video's source as picked, the uploaded file's URL for the preview. */
export interface VideoDraft {
  name: string;
  source: 'upload' | 'external';
  upload: { name: string; url: string } | null;
  externalUrl: string;
  image: ImagemapImage | null;
  altText: string;
  linkLabel: string;
  linkUrl: string;
  trackingId: string;
}

export const emptyDraft = (): VideoDraft => ({
  name: '',
  source: 'upload',
  upload: null,
  externalUrl: '',
  image: null,
  altText: '',
  linkLabel: '',
  linkUrl: '',
  trackingId: '',
});

/** The uploaded file's public URL, from the saved message (the server builds it). */
const savedVideoUrl = (video: RichVideo) => {
  const played = (video.message.video as { originalContentUrl?: string } | undefined)?.originalContentUrl;
  return played ?? '';
};

export function draftFromVideo(video: RichVideo): VideoDraft {
  return {
    name: video.name,
    source: video.video.kind,
    upload: video.video.kind === 'upload' ? { name: video.video.name, url: savedVideoUrl(video) } : null,
    externalUrl: video.video.kind === 'external' ? video.video.url : '',
    image: video.image,
    altText: video.altText,
    linkLabel: video.linkLabel,
    linkUrl: video.linkUrl,
    trackingId: video.trackingId,
  };
}

/** The body of POST/PATCH /line/imagemap/video; the server refuses what is missing, field by field. */
export function inputOf(draft: VideoDraft): VideoInput {
  return {
    name: draft.name,
    video:
      draft.source === 'upload'
        ? { kind: 'upload', name: draft.upload?.name ?? '' }
        : { kind: 'external', url: draft.externalUrl.trim() },
    imageId: draft.image?.id ?? '',
    altText: draft.altText,
    linkLabel: draft.linkLabel,
    linkUrl: draft.linkUrl.trim(),
    trackingId: draft.trackingId,
  };
}

/**
 * Pure: the LINE image map the video will be sent as (the server's video-message.ts builds the
 * same), for the editor's phone preview; undefined until there is a preview image.
 */
export function previewLineMessage(draft: VideoDraft) {
  if (!draft.image) return undefined;
  const baseUrl = draft.image.url.replace(/\/\d+$/, '');
  const baseSize = { width: IMAGEMAP_WIDTH, height: draft.image.height };
  const url = draft.source === 'upload' ? (draft.upload?.url ?? '') : draft.externalUrl.trim();
  return {
    type: 'imagemap',
    baseUrl,
    altText: draft.altText,
    baseSize,
    video: url
      ? {
          originalContentUrl: url,
          previewImageUrl: `${baseUrl}/700`,
          area: { x: 0, y: 0, ...baseSize },
          externalLink: { linkUri: draft.linkUrl, label: draft.linkLabel },
        }
      : undefined,
    actions: [],
  };
}

import { z } from 'zod';
import type { LibraryPaths } from './folders.ts';
import { imagemapImageSchema } from './imagemaps.ts';

/** messaging.md §9: a rich video is mp4 only, at most 30 MB uploaded or 200 MB at an external URL. */
export const VIDEO_MAX_UPLOAD_BYTES = 30 * 1024 * 1024;
export const VIDEO_MAX_EXTERNAL_BYTES = 200 * 1024 * 1024;
/** The label shown after the video (LINE's `externalLink.label`, messaging.md §9): at most 30 characters. */
export const VIDEO_LINK_LABEL_MAX = 30;
/** An uploaded video's public name (files port `library/uuid.mp4`, served by the files library). */
export const VIDEO_UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.mp4$/;

const required = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const webUrl = (max: number) =>
  z.url({ protocol: /^https?$/, error: 'validation.url' }).max(max, { error: 'validation.tooLong' });

/**
 * Where the video is: a file uploaded here (POST /line/imagemap/video/upload answers its name), or
 * an external URL, which the server checks with a HEAD request before saving.
 */
export const videoSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('upload'),
    name: z.string().regex(VIDEO_UPLOAD_NAME, { error: 'video.error.noVideo' }),
  }),
  // LINE's video.originalContentUrl: at most 2000 characters.
  z.object({ kind: z.literal('external'), url: webUrl(2000) }),
]);
export type VideoSource = z.infer<typeof videoSourceSchema>;

const videoFields = z.object({
  /** The video's title in the library. */
  name: required(100),
  video: videoSourceSchema,
  /** The preview image: an image map image (POST /line/imagemap/image), 1040 wide. */
  imageId: z.string().trim().min(1, { error: 'video.error.noImage' }).max(64),
  altText: required(400),
  linkLabel: required(VIDEO_LINK_LABEL_MAX),
  // LINE's externalLink.linkUri: at most 1000 characters.
  linkUrl: webUrl(1000),
  /** Kept for the "video play complete" trigger (messaging.md §3 Chatflow). */
  trackingId: z.string().trim().max(100, { error: 'validation.tooLong' }).default(''),
});

/** POST /line/imagemap/video. */
export const videoInputSchema = videoFields.extend({ folderId: z.string().nullable().optional() });
export type VideoInput = z.input<typeof videoInputSchema>;
export type VideoDraft = z.output<typeof videoFields>;
/** PATCH /line/imagemap/video: the whole video again, with its id. */
export const videoPatchSchema = videoFields.extend({ id: z.string() });

/** A saved rich video as the API answers it. */
export const videoSchema = videoFields.extend({
  id: z.string(),
  folderId: z.string().nullable(),
  image: imagemapImageSchema,
  /** The LINE imagemap message it is sent as (links before click tracking), for previews. */
  message: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RichVideo = z.infer<typeof videoSchema>;
export const videoSavedSchema = z.object({ msg: z.string(), id: z.string(), video: videoSchema });

/** An uploaded video file: its name (for `video.name`), its URL on this server and its size. */
export const videoUploadedSchema = z.object({
  msg: z.string(),
  upload: z.object({ name: z.string(), url: z.string(), bytes: z.number().int() }),
});

/**
 * messaging.md §7 Rich video: writes, one item, bulk actions and folders under
 * /line/imagemap/video; the list and a folder's view under /line/imagemap/videos.
 */
export const VIDEO_PATHS: LibraryPaths = {
  list: '/line/imagemap/videos',
  item: '/line/imagemap/video',
  bulk: '/line/imagemap/video',
  folder: '/line/imagemap/video/folder',
  folderView: '/line/imagemap/videos/folder',
};

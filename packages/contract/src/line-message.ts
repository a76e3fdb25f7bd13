import { z } from 'zod';

const required = (max: number) =>
  z.string().trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.tooLong' });
const httpsUrl = z.url({ protocol: /^https?$/, error: 'validation.url' }).max(2000);
/** A library item's id: the server refuses one it cannot find in the hub (message.error.unknownItem). */
const itemId = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.tooLong' });

/**
 * The one message model (issue #18): every message a hub sends — in a broadcast, and later a
 * bot or an auto-response — is one of these. The server builds LINE message objects from it
 * (modules/messages), the console renders it (ui/line-messages). Library items (image maps, rich
 * videos, carousels, notification templates) are references, resolved when the message is built,
 * so an item edited in the library is sent as it is then.
 */
export const lineMessageSchema = z.discriminatedUnion('type', [
  /** Text may carry contact tokens (`{{firstname}}`); LINE's own limit is 5,000 characters. */
  z.object({ type: z.literal('text'), text: required(5_000) }),
  z.object({ type: z.literal('sticker'), packageId: required(20), stickerId: required(20) }),
  z.object({ type: z.literal('image'), originalContentUrl: httpsUrl, previewImageUrl: httpsUrl }),
  z.object({
    type: z.literal('video'),
    originalContentUrl: httpsUrl,
    previewImageUrl: httpsUrl,
    trackingId: z.string().max(100).optional(),
  }),
  /** A Flex message: its alt text and its contents (a bubble or a carousel) as LINE takes them. */
  z.object({ type: z.literal('flex'), altText: required(400), contents: z.record(z.string(), z.unknown()) }),
  /** Any LINE message object as JSON text; the server refuses text that is not valid JSON. */
  z.object({ type: z.literal('json'), json: required(50_000) }),
  /** A rich message (image map) of the library. */
  z.object({ type: z.literal('imagemap'), imagemapId: itemId }),
  /** A rich video of the library (sent as an image map with a video area). */
  z.object({ type: z.literal('richVideo'), videoId: itemId }),
  /** A card-based message (Flex carousel) of the library. */
  z.object({ type: z.literal('carousel'), carouselId: itemId }),
  /** A LINE notification message template of the library. */
  z.object({ type: z.literal('notificationTemplate'), templateId: itemId }),
]);
export type LineMessageInput = z.infer<typeof lineMessageSchema>;
export type LineMessageType = LineMessageInput['type'];

/** The types that name a library item, and the field holding its id. */
export const LIBRARY_MESSAGE_REFS = {
  imagemap: 'imagemapId',
  richVideo: 'videoId',
  carousel: 'carouselId',
  notificationTemplate: 'templateId',
} as const;
export type LibraryMessageType = keyof typeof LIBRARY_MESSAGE_REFS;
export type LibraryMessageRef = Extract<LineMessageInput, { type: LibraryMessageType }>;

export const isLibraryMessage = (message: LineMessageInput): message is LibraryMessageRef =>
  message.type in LIBRARY_MESSAGE_REFS;

/** The library item a reference names. */
export const libraryItemId = (message: LibraryMessageRef): string =>
  (message as Record<string, string>)[LIBRARY_MESSAGE_REFS[message.type]] ?? '';

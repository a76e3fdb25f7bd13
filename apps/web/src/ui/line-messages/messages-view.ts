import type { ChatMessage } from '@hubline/contract';

/** LINE's sticker images by id (the same address LINE's own clients use). */
export const stickerUrl = (stickerId: string) =>
  `https://stickershop.line-scdn.net/stickershop/v1/sticker/${encodeURIComponent(stickerId)}/android/sticker.png`;

/** A LINE emoji image by product and emoji id. */
export const lineEmojiUrl = (productId: string, emojiId: string) =>
  `https://stickershop.line-scdn.net/sticonshop/v1/sticon/${encodeURIComponent(productId)}/android/${encodeURIComponent(emojiId)}.png`;

export type TextPart = { text: string } | { emoji: { url: string; alt: string } };
export type Json = Record<string, unknown>;

/** What a chat bubble shows: one renderer per kind; `raw` is the dark bubble of the JSON text. */
export type MessageView =
  | { kind: 'text'; parts: TextPart[] }
  | { kind: 'sticker'; url: string }
  | { kind: 'image' | 'video' | 'audio'; url: string; previewUrl: string | null }
  | { kind: 'file'; url: string | null; fileName: string; fileSize: number | null }
  | { kind: 'location'; title: string | null; address: string; mapUrl: string }
  | { kind: 'flex'; altText: string; contents: Json }
  | {
      kind: 'imagemap';
      altText: string;
      imageUrl: string;
      ratio: number;
      /** A rich video: the video played over the image, and the link shown when it ends. */
      video: { url: string; link: { uri: string; label: string } | null } | null;
    }
  | { kind: 'template'; altText: string; template: Json }
  | { kind: 'raw' };

export const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
/** The objects of an array in a payload (anything else in it is skipped). */
export const jsonList = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isJson) : []);
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

interface Emoji {
  index: number;
  length: number;
  productId: string;
  emojiId: string;
}

function emojisOf(value: unknown): Emoji[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isJson(item)) return [];
    const index = num(item.index);
    const productId = str(item.productId);
    const emojiId = str(item.emojiId);
    if (index === null || !productId || !emojiId) return [];
    // Received emojis carry their length (the "(smile)" text); sent ones stand on one `$`.
    return [{ index, length: num(item.length) ?? 1, productId, emojiId }];
  });
}

/** A text with its LINE emoji placeholders cut out and replaced by the emoji images. */
export function textParts(text: string, emojis: unknown): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const emoji of emojisOf(emojis).sort((a, b) => a.index - b.index)) {
    if (emoji.index < at || emoji.index >= text.length) continue;
    if (emoji.index > at) parts.push({ text: text.slice(at, emoji.index) });
    const alt = text.slice(emoji.index, emoji.index + emoji.length);
    parts.push({ emoji: { url: lineEmojiUrl(emoji.productId, emoji.emojiId), alt } });
    at = emoji.index + emoji.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** Media of a received message is stored by us; what the account sent points at its own URL. */
function mediaUrl(message: ChatMessage): string | null {
  const { payload } = message;
  const provider = isJson(payload.contentProvider) ? payload.contentProvider : {};
  return message.contentUrl ?? str(payload.originalContentUrl) ?? str(provider.originalContentUrl);
}

function previewUrl(message: ChatMessage): string | null {
  const { payload } = message;
  const provider = isJson(payload.contentProvider) ? payload.contentProvider : {};
  return str(payload.previewImageUrl) ?? str(provider.previewImageUrl);
}

const FLEX_ROOTS = new Set(['bubble', 'carousel']);
const TEMPLATES = new Set(['buttons', 'confirm', 'carousel', 'image_carousel']);

/** Which renderer a message gets; a payload missing what that renderer needs shows as raw JSON. */
export function messageView(message: ChatMessage): MessageView {
  const { payload } = message;
  const altText = str(payload.altText) ?? '';
  switch (message.type) {
    case 'text': {
      const text = str(payload.text);
      return text === null ? { kind: 'raw' } : { kind: 'text', parts: textParts(text, payload.emojis) };
    }
    case 'sticker': {
      const stickerId = str(payload.stickerId);
      return stickerId ? { kind: 'sticker', url: stickerUrl(stickerId) } : { kind: 'raw' };
    }
    case 'image':
    case 'video':
    case 'audio': {
      const url = mediaUrl(message);
      return url ? { kind: message.type, url, previewUrl: previewUrl(message) } : { kind: 'raw' };
    }
    case 'file': {
      const fileName = str(payload.fileName);
      if (!fileName) return { kind: 'raw' };
      return { kind: 'file', url: mediaUrl(message), fileName, fileSize: num(payload.fileSize) };
    }
    case 'location': {
      const latitude = num(payload.latitude);
      const longitude = num(payload.longitude);
      const address = str(payload.address) ?? '';
      if (latitude === null || longitude === null) return { kind: 'raw' };
      const mapUrl = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
      return { kind: 'location', title: str(payload.title), address, mapUrl };
    }
    case 'flex': {
      const contents = payload.contents;
      if (!isJson(contents) || !FLEX_ROOTS.has(str(contents.type) ?? '')) return { kind: 'raw' };
      return { kind: 'flex', altText, contents };
    }
    case 'imagemap': {
      const baseUrl = str(payload.baseUrl);
      const size = isJson(payload.baseSize) ? payload.baseSize : {};
      const width = num(size.width);
      const height = num(size.height);
      if (!baseUrl || !width || !height) return { kind: 'raw' };
      // LINE fetches {baseUrl}/{width}; 1040 is the widest size every image map has.
      return {
        kind: 'imagemap',
        altText,
        imageUrl: `${baseUrl}/1040`,
        ratio: height / width,
        video: imagemapVideo(payload.video),
      };
    }
    case 'template': {
      const template = payload.template;
      if (!isJson(template) || !TEMPLATES.has(str(template.type) ?? '')) return { kind: 'raw' };
      return { kind: 'template', altText, template };
    }
    default:
      return { kind: 'raw' };
  }
}

/** An image map's video (LINE's `video` with its `externalLink`), when it has one. */
function imagemapVideo(value: unknown) {
  if (!isJson(value)) return null;
  const url = str(value.originalContentUrl);
  if (!url) return null;
  const external = isJson(value.externalLink) ? value.externalLink : {};
  const uri = str(external.linkUri);
  const label = str(external.label);
  return { url, link: uri && label ? { uri, label } : null };
}

/** The quick-reply chip labels a message carries (LINE's quickReply.items[].action.label). */
export function quickReplyLabels(payload: Json): string[] {
  const quickReply = isJson(payload.quickReply) ? payload.quickReply : {};
  const items = Array.isArray(quickReply.items) ? quickReply.items : [];
  return items.flatMap((item) => {
    const label = isJson(item) && isJson(item.action) ? str(item.action.label) : null;
    return label ? [label] : [];
  });
}

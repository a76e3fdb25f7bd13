import { createHash } from 'node:crypto';
import type { LineMessage } from '../../../core/line/line-types.ts';

/** LINE's limit of a text message, which a rewritten text must still fit. */
const TEXT_MAX = 5_000;
/** A link in a text runs over the characters a URL may hold (so Japanese after it is not taken in). */
const URL_IN_TEXT = /https?:\/\/[\w\-.~:/?#[\]@!$&()*+,;=%]+/g;
const HTTP_URL = /^https?:\/\//;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;
const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 10 base-62 characters: about 59 bits, short enough for texts, too many to guess. */
const CODE_LENGTH = 10;

export interface TrackedLink {
  code: string;
  url: string;
  lineUserId: string;
}

/**
 * Pure: the code of a run's link to `url` (for one recipient, or '' for all). Derived, not drawn,
 * so every batch and every retry of the run writes the same short link.
 */
export function linkCode(runId: string, url: string, lineUserId = ''): string {
  const digest = createHash('sha256').update(`${runId}\n${lineUserId}\n${url}`).digest();
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[(digest[i] ?? 0) % CODE_ALPHABET.length];
  return code;
}

export const shortUrl = (publicUrl: string, code: string) => `${publicUrl}/r/${code}`;

/**
 * Where LINE takes a web link, by the messaging API's schemas (packages/sandbox/vendor/line/messaging-api.yml):
 * a URI action's `uri` (image map: `linkUri`), its `altUri.desktop`, and an image map video's
 * `externalLink.linkUri`.
 */
function isLinkField(holder: Record<string, unknown>, key: string, within: string | undefined) {
  if (holder.type === 'uri') return key === 'uri' || key === 'linkUri';
  return (within === 'altUri' && key === 'desktop') || (within === 'externalLink' && key === 'linkUri');
}

/**
 * Pure: the messages with every http(s) link replaced by a short link — URLs in a text or a text
 * v2, and the links of flex, image map, template and JSON messages (isLinkField) — and the links
 * used. A text keeps its URLs when it carries LINE emojis (their positions count characters) or
 * when the short links would not fit LINE's 5,000; a text v2 places its emojis and mentions by
 * `{key}` instead, so its URLs are rewritten whatever it carries.
 */
export function rewriteLinks(
  messages: LineMessage[],
  run: { runId: string; publicUrl: string; lineUserId?: string },
): { messages: LineMessage[]; links: TrackedLink[] } {
  const links = new Map<string, TrackedLink>();
  const lineUserId = run.lineUserId ?? '';
  const shorten = (url: string) => {
    const code = linkCode(run.runId, url, lineUserId);
    links.set(code, { code, url, lineUserId });
    return shortUrl(run.publicUrl, code);
  };
  const inFields = (value: unknown, within?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => inFields(item));
    if (!value || typeof value !== 'object') return value;
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(object).map(([key, item]) => {
        const isLink = typeof item === 'string' && HTTP_URL.test(item) && isLinkField(object, key, within);
        return [key, isLink ? shorten(item) : inFields(item, key)];
      }),
    );
  };
  /** The text with its URLs shortened, or as it was when the short links would not fit. */
  const inText = (text: string) => {
    const planned = new Map<string, TrackedLink>();
    const rewritten = text.replace(URL_IN_TEXT, (match) => {
      // Punctuation that ends a sentence after a link is not part of it.
      const url = match.replace(TRAILING_PUNCTUATION, '');
      const code = linkCode(run.runId, url, lineUserId);
      planned.set(code, { code, url, lineUserId });
      return shortUrl(run.publicUrl, code) + match.slice(url.length);
    });
    if (rewritten.length > TEXT_MAX) return text;
    for (const [code, link] of planned) links.set(code, link);
    return rewritten;
  };
  const rewritten = messages.map((message): LineMessage => {
    if (message.type === 'textV2') return { ...message, text: inText(message.text) };
    if (message.type !== 'text') return inFields(message) as LineMessage;
    if (message.emojis?.length) return message;
    return { ...message, text: inText(message.text) };
  });
  return { messages: rewritten, links: [...links.values()] };
}

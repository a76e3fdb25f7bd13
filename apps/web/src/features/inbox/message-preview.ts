import type { InboxUser } from '@hubline/contract';

type LastMessage = NonNullable<InboxUser['lastMessage']>;

/** The names of message types in the `inbox` catalog, for a preview line without text. */
const TYPE_KEYS = {
  sticker: 'preview.sticker',
  image: 'preview.image',
  video: 'preview.video',
  audio: 'preview.audio',
  file: 'preview.file',
  location: 'preview.location',
} as const;
type TypeKey = (typeof TYPE_KEYS)[keyof typeof TYPE_KEYS];

export type Preview =
  | { text: string; mine: boolean }
  | { key: TypeKey | 'preview.sentMessage' | 'preview.message'; mine: boolean }
  | null;

const isTypeKey = (type: string): type is keyof typeof TYPE_KEYS => Object.hasOwn(TYPE_KEYS, type);

/**
 * The conversation list's last-message line: a text as it is, a media type by its name, and
 * anything else the account sent (flex, templates, image maps) as "sent a message".
 */
export function messagePreview(last: LastMessage | null): Preview {
  if (!last) return null;
  const mine = last.direction === 'out';
  if (last.type === 'text' && last.text) return { text: last.text, mine };
  if (isTypeKey(last.type)) return { key: TYPE_KEYS[last.type], mine };
  return { key: mine ? 'preview.sentMessage' : 'preview.message', mine };
}

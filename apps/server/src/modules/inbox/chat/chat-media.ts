import path from 'node:path';
import type { Readable } from 'node:stream';
import { CHAT_FILE_MAX_BYTES } from '@hubline/contract';
import type { FilesPort } from '../../../core/files/files.port.ts';
import type { SniffedType } from '../../../core/files/sniff.ts';
import type { LineMessage } from '../../../core/line/line-types.ts';

/** What a chat can send (core.md §5: up to 30 MB, type checked by content). */
export const CHAT_FILE_TYPES: readonly SniffedType[] = ['png', 'jpg', 'mp4', 'pdf', 'zip', 'ole'];
const ACCEPTED_NAMES = 'PNG, JPEG, MP4, PDF, Office documents, ZIP';

/**
 * Public names of sent media: our id and an extension (LINE fetches them without signing in, so
 * they must be unguessable: a random UUID now, a 256-bit token for files stored before the port).
 */
export const PUBLIC_MEDIA_NAME = /^(?:[0-9a-f-]{36}|[\w-]{43})\.[a-z0-9]{1,5}$/;
/** Served beside them: LINE needs a preview image for every video message. */
export const VIDEO_PREVIEW_NAME = 'video-preview.png';
export const VIDEO_PREVIEW_FILE = path.join(import.meta.dirname, VIDEO_PREVIEW_NAME);

/** A file to send, already stored: its files-port key, sniffed type and the name it was sent with. */
export interface ChatFile {
  key: string;
  type: SniffedType;
  fileName: string;
}

/** Keeps the name's own extension for documents (a .docx stays one), else the sniffed type's. */
function extensionOf(fileName: string, type: SniffedType | undefined) {
  const own = path.extname(fileName).slice(1).toLowerCase();
  return (type === 'zip' || type === 'ole') && /^[a-z0-9]{1,5}$/.test(own) ? own : type;
}

/**
 * Streams an uploaded file into the files port: refused while it streams when over 30 MB or of
 * another type (by its first bytes), nothing kept then.
 */
export async function storeChatFile(files: FilesPort, source: Readable, fileName: string): Promise<ChatFile> {
  const stored = await files.put('chat', source, {
    maxBytes: CHAT_FILE_MAX_BYTES,
    accept: CHAT_FILE_TYPES,
    acceptNames: ACCEPTED_NAMES,
    extension: (type) => extensionOf(fileName, type),
  });
  if (!stored.type) throw new Error('an accepted file has a type');
  return { key: stored.key, type: stored.type, fileName };
}

/** The address LINE fetches a stored chat file from. */
export const publicMediaUrl = (publicUrl: string, name: string) => `${publicUrl}/api/chat-media/${name}`;
const publicUrlOf = (publicUrl: string, key: string) => publicMediaUrl(publicUrl, path.posix.basename(key));

/**
 * The LINE message that carries a file: images and videos as such; LINE cannot push documents,
 * so those go as a text with the file's link.
 */
export function fileMessage(publicUrl: string, file: ChatFile): LineMessage {
  const url = publicUrlOf(publicUrl, file.key);
  if (file.type === 'png' || file.type === 'jpg') {
    return { type: 'image', originalContentUrl: url, previewImageUrl: url };
  }
  if (file.type === 'mp4') {
    return {
      type: 'video',
      originalContentUrl: url,
      previewImageUrl: publicMediaUrl(publicUrl, VIDEO_PREVIEW_NAME),
    };
  }
  return { type: 'text', text: `${file.fileName}\n${url}` };
}

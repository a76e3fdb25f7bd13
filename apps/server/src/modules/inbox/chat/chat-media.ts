import fs from 'node:fs/promises';
import path from 'node:path';
import type {} from '@fastify/multipart';
import { CHAT_FILE_MAX_BYTES } from '@hubline/contract';
import type { messagingApi } from '@line/bot-sdk';
import { newToken } from '../../../core/auth/tokens.ts';
import { mimeOf, type SniffedType, sniffType } from '../../../core/files/sniff.ts';
import { AppError } from '../../../core/http/errors.ts';

/** What a chat can send (core.md §5: up to 30 MB, type checked by content). */
export const CHAT_FILE_TYPES: readonly SniffedType[] = ['png', 'jpg', 'mp4', 'pdf', 'zip', 'ole'];
const ACCEPTED_NAMES = 'PNG, JPEG, MP4, PDF, Office documents, ZIP';
export const CHAT_FILE_MAX = `${CHAT_FILE_MAX_BYTES / 1024 / 1024} MB`;

/** Public names of sent media: a 256-bit random token and an extension (LINE fetches them without signing in). */
export const PUBLIC_MEDIA_NAME = /^[\w-]{43}\.[a-z0-9]{1,5}$/;
/** Served beside them: LINE needs a preview image for every video message. */
export const VIDEO_PREVIEW_NAME = 'video-preview.png';
export const VIDEO_PREVIEW_FILE = path.join(import.meta.dirname, VIDEO_PREVIEW_NAME);

export interface ChatFile {
  data: Buffer;
  type: SniffedType;
  fileName: string;
}

/** The file's type by its first bytes, or a translated refusal. */
export function checkChatFile(data: Buffer, fileName: string): ChatFile {
  const type = sniffType(data.subarray(0, 16), CHAT_FILE_TYPES);
  if (!type) throw new AppError('file.invalidType', { types: ACCEPTED_NAMES });
  return { data, type, fileName };
}

/** Where stored media lives: relative paths are under the data dir's files folder. */
export function mediaFile(dataDir: string, relative: string) {
  return path.join(dataDir, 'files', relative);
}

/** Keeps the name's own extension for documents (a .docx stays one), else the sniffed type's. */
function extensionOf(file: ChatFile) {
  const own = path.extname(file.fileName).slice(1).toLowerCase();
  return (file.type === 'zip' || file.type === 'ole') && /^[a-z0-9]{1,5}$/.test(own) ? own : file.type;
}

/** Writes a file to send and answers its path relative to the files folder and its public URL. */
export async function storeChatFile(config: { dataDir: string; publicUrl: string }, file: ChatFile) {
  const name = `${newToken()}.${extensionOf(file)}`;
  const relative = path.join('chat', name);
  const target = mediaFile(config.dataDir, relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, file.data);
  return { relative, url: publicMediaUrl(config.publicUrl, name) };
}

export const publicMediaUrl = (publicUrl: string, name: string) => `${publicUrl}/api/chat-media/${name}`;

/**
 * The LINE message that carries a file: images and videos as such; LINE cannot push documents,
 * so those go as a text with the file's link.
 */
export function fileMessage(publicUrl: string, file: ChatFile, url: string): messagingApi.Message {
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

/** The content type of a stored file, by its first bytes; unknown content is only downloaded. */
export async function storedContentType(file: string) {
  const handle = await fs.open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    await handle.read(head, 0, 16, 0);
    const type = sniffType(head, CHAT_FILE_TYPES);
    return type ? mimeOf(type) : 'application/octet-stream';
  } finally {
    await handle.close();
  }
}

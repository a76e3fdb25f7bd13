import { CHAT_FILE_MAX_BYTES, CHAT_TEXT_MAX_LENGTH, chatSendSchema } from '@hubline/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FilesPort } from '../../../core/files/files.port.ts';
import { uploadOptions } from '../../../core/files/upload-options.ts';
import { parseInput } from '../../../core/http/parse-input.ts';
import { type ChatFile, storeChatFile } from './chat-media.ts';

export interface SendInput {
  text?: string;
  showSenderName?: boolean;
  file?: ChatFile;
}

/** With a file, a text is optional (a caption sent after it). */
const captionSchema = z.object({
  text: z
    .string()
    .trim()
    .max(CHAT_TEXT_MAX_LENGTH, { error: 'validation.tooLong' })
    .transform((text) => text || undefined),
});

/**
 * Reads the multipart fields and streams the one file into the files port, which refuses it
 * past 30 MB. A file whose caption is then refused is removed again.
 */
async function readMultipart(request: FastifyRequest, files: FilesPort): Promise<SendInput> {
  const fields: Record<string, string> = {};
  let file: ChatFile | undefined;
  // `parts()` takes the same options as `file()` at run time; only its declared type leaves some out.
  for await (const part of request.parts(uploadOptions(CHAT_FILE_MAX_BYTES))) {
    if (part.type === 'file') file = await storeChatFile(files, part.file, part.filename);
    else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  const showSenderName =
    fields.showSenderName === undefined ? undefined : ['true', '1'].includes(fields.showSenderName);
  if (!file) return { ...parseInput(request, chatSendSchema, { text: fields.text ?? '' }), showSenderName };
  try {
    return { ...parseInput(request, captionSchema, { text: fields.text ?? '' }), showSenderName, file };
  } catch (error) {
    await files.delete(file.key);
    throw error;
  }
}

/** POST .../send: a JSON text (chatSendSchema), or multipart with a file and optional text. */
export function readSendInput(request: FastifyRequest, files: FilesPort): Promise<SendInput> {
  if (request.isMultipart()) return readMultipart(request, files);
  return Promise.resolve(parseInput(request, chatSendSchema, request.body));
}

import { CHAT_FILE_MAX_BYTES, CHAT_TEXT_MAX_LENGTH, chatSendSchema } from '@hubline/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FilesPort } from '../../../core/files/files.port.ts';
import { uploadOptions } from '../../../core/files/upload-options.ts';
import { AppError } from '../../../core/http/errors.ts';
import { translate } from '../../../core/i18n/translate.ts';
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
 * Zod's refusal as the error handler shows a schema failure: one translated message a field, a
 * length limit filled in (`{{count}}`).
 */
function validationError(request: FastifyRequest, error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    const key = /^validation\.[a-zA-Z]+$/.test(issue.message) ? issue.message : 'validation.invalid';
    const count = issue.code === 'too_big' ? Number(issue.maximum) : '';
    fields[field] ??= translate(request.lang, key, { count });
  }
  return new AppError('error.validation', {}, fields);
}

function parse<T>(request: FastifyRequest, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(request, parsed.error);
  return parsed.data;
}

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
  if (!file) return { ...parse(request, chatSendSchema, { text: fields.text ?? '' }), showSenderName };
  try {
    return { ...parse(request, captionSchema, { text: fields.text ?? '' }), showSenderName, file };
  } catch (error) {
    await files.delete(file.key);
    throw error;
  }
}

/** POST .../send: a JSON text (chatSendSchema), or multipart with a file and optional text. */
export function readSendInput(request: FastifyRequest, files: FilesPort): Promise<SendInput> {
  if (request.isMultipart()) return readMultipart(request, files);
  return Promise.resolve(parse(request, chatSendSchema, request.body));
}

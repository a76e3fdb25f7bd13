import { CHAT_FILE_MAX_BYTES, CHAT_TEXT_MAX_LENGTH, chatSendSchema } from '@hubline/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/http/errors.ts';
import { CHAT_FILE_MAX, type ChatFile, checkChatFile } from './chat-media.ts';

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

/** Zod's refusal as the error handler shows a schema failure: one message key a field. */
function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    fields[field] ??= /^validation\.[a-zA-Z]+$/.test(issue.message) ? issue.message : 'validation.invalid';
  }
  return new AppError('error.validation', {}, fields);
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Reads the multipart fields and the one file (at most 30 MB, refused whole when larger). */
async function readMultipart(request: FastifyRequest): Promise<SendInput> {
  const fields: Record<string, string> = {};
  let file: ChatFile | undefined;
  for await (const part of request.parts({ limits: { fileSize: CHAT_FILE_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer().catch(() => {
        throw new AppError('file.tooLarge', { max: CHAT_FILE_MAX });
      });
      file = checkChatFile(data, part.filename);
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const showSenderName =
    fields.showSenderName === undefined ? undefined : ['true', '1'].includes(fields.showSenderName);
  if (!file) return { ...parse(chatSendSchema, { text: fields.text ?? '' }), showSenderName };
  return { ...parse(captionSchema, { text: fields.text ?? '' }), showSenderName, file };
}

/** POST .../send: a JSON text (chatSendSchema), or multipart with a file and optional text. */
export function readSendInput(request: FastifyRequest): Promise<SendInput> {
  if (request.isMultipart()) return readMultipart(request);
  return Promise.resolve(parse(chatSendSchema, request.body));
}

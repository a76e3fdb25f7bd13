import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { translate } from '../i18n/translate.ts';
import { AppError } from './errors.ts';

/**
 * Zod's refusal as the error handler shows a schema failure: one translated message a field, a
 * length limit filled in (`{{count}}`). For input a handler reads itself (multipart fields).
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

/** The value as `schema` reads it, or the translated 400 a route schema would have answered. */
export function parseInput<T>(request: FastifyRequest, schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(request, parsed.error);
  return parsed.data;
}

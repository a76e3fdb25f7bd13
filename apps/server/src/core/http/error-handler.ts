import type {} from '@fastify/cookie';
import {
  AVATAR_MAX_BYTES,
  type ErrorBody,
  type ErrorCode,
  megabytes,
  serverMessages,
} from '@hubline/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clearSessionCookies } from '../auth/cookies.ts';
import { resolveLanguage, translate } from '../i18n/translate.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The largest file the route reads, named when a larger one is refused. */
    maxFileBytes?: number;
  }
}

/** Zod issue messages are message keys when the contract set one; anything else reads as "not valid". */
function fieldMessage(
  request: FastifyRequest,
  message: string,
  params: Record<string, string | number> = {},
) {
  // A key of the catalogue (`validation.required`, `broadcast.error.phone`), never zod's own English.
  const key = /^[a-z][\w.]*$/i.test(message) && message in serverMessages.en ? message : 'validation.invalid';
  return translate(request.lang, key, params);
}

export function send(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const body: ErrorBody = { msg: translate(request.lang, error.code, error.params), code: error.code };
  if (error.fields) {
    // A field's text is a catalogue key, or a message the service already translated with its parameters.
    body.fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, text]) => [
        field,
        text in serverMessages.en ? translate(request.lang, text) : text,
      ]),
    );
  }
  if (error.status === 401) {
    // core.md §4: a 401 removes the stored token and hub id.
    clearSessionCookies(reply);
  }
  return reply.status(error.status).send(body);
}

/**
 * Refusals of Fastify and its plugins (`FST_*`: the body's type, JSON syntax, multipart, the URL),
 * answered with our codes so the console can show them in the user's language.
 */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'error.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'error.invalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'error.mediaType',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'error.mediaType',
  FST_ERR_MAX_PARAM_LENGTH: 'error.uriTooLong',
  FST_ERR_BAD_URL: 'error.notFound',
};

/** A too-large answer names the limit that refused this request, not one from another route. */
function tooLarge(request: FastifyRequest, error: FastifyError): AppError | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new AppError('error.bodyTooLarge', { max: megabytes(request.routeOptions.bodyLimit) });
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
    // Routes reading files with their own limit declare it; the multipart plugin's default is the avatar's (app.ts).
    const max = request.routeOptions.config.maxFileBytes ?? AVATAR_MAX_BYTES;
    return new AppError('file.tooLarge', { max: megabytes(max) });
  }
  return undefined;
}

/** PostgreSQL's query_canceled: a request's statement ran past its time limit (core/db/client.ts). */
const STATEMENT_TIMEOUT = '57014';

/** Whether a database error (as drizzle wraps it, or bare) is a statement stopped by its time limit. */
function stoppedStatement(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 3; depth++) {
    if ((cause as { code?: unknown }).code === STATEMENT_TIMEOUT) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The one place errors become responses: coded and translated for users, internals hidden on 5xx. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(request, reply, error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      const { maximum } = issue.params as { maximum?: number };
      fields[field] ??= fieldMessage(request, issue.message ?? '', { count: maximum ?? '' });
    }
    const body: ErrorBody = {
      msg: translate(request.lang, 'error.validation'),
      code: 'error.validation',
      fields,
    };
    return reply.status(400).send(body);
  }
  const framework = FRAMEWORK_ERRORS[error.code];
  if (framework) return send(request, reply, new AppError(framework));
  const limit = tooLarge(request, error);
  if (limit) return send(request, reply, limit);
  if (stoppedStatement(error)) {
    request.log.warn({ err: error }, 'a statement ran past the request time limit');
    return send(request, reply, new AppError('error.tooSlow'));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const code = error.statusCode === 404 ? 'error.notFound' : 'error.validation';
    return reply.status(error.statusCode).send({ msg: translate(request.lang, code), code });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .status(500)
    .send({ msg: translate(request.lang, 'error.unexpected'), code: 'error.unexpected' });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/**
 * Fastify's `frameworkErrors`: refusals before routing (a malformed or too long URL) skip the hooks,
 * so the language comes from the request's own headers here.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = resolveLanguage({ acceptLanguage: request.headers['accept-language'] });
  return handleError(error, request, reply);
}

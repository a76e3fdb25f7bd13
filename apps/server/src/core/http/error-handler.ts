import type {} from '@fastify/cookie';
import { type ErrorBody, serverMessages } from '@hubline/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clearSessionCookies } from '../auth/cookies.ts';
import { translate } from '../i18n/translate.ts';
import { AppError } from './errors.ts';

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

/** The one place errors become responses: coded and translated for users, internals hidden on 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return send(request, reply, new AppError('error.invalidJson'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return send(request, reply, new AppError('file.tooLarge', { max: '5 MB' }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.statusCode === 404 ? 'error.notFound' : 'error.validation';
      return reply.status(error.statusCode).send({ msg: translate(request.lang, code), code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ msg: translate(request.lang, 'error.unexpected'), code: 'error.unexpected' });
  });
}

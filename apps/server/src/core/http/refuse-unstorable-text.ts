import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { unstorableTextPath } from './unstorable-text.ts';

/**
 * One check for every route, before its schema: a NUL or a lone surrogate anywhere in the path,
 * query or JSON body is refused with 400 and the field named, so no route can fail half-way on it.
 */
export function refuseUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of Object.entries({
      params: request.params,
      query: request.query,
      body: request.body,
    })) {
      const path = unstorableTextPath(value);
      if (path !== undefined)
        throw new AppError('error.invalidText', {}, { [path || part]: 'validation.text' });
    }
  });
}

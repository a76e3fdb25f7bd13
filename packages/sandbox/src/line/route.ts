import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { lineErrors } from './errors.ts';
import type { Channel } from './state/types.ts';

/** Registers a LINE API route; the pipeline (pipeline.ts) applies auth, limits and validation by operationId. */
export function lineRoute(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  operationId: string,
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  options: { auth?: boolean; bodyLimit?: number } = {},
): void {
  app.route({
    method,
    url,
    config: { operationId, auth: options.auth ?? true },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => handler(request, reply),
  });
}

/** The authenticated channel (the pipeline rejected the request otherwise). */
export function channelOf(request: FastifyRequest): Channel {
  const channel = request.line.channel;
  if (!channel) throw lineErrors.invalidToken();
  return channel;
}

/**
 * The JSON body, already validated against the operation's OpenAPI schema by the pipeline: the
 * type parameter states that schema's shape, which is why this one cast is sound.
 */
export function jsonBody<T>(request: FastifyRequest): T {
  return request.line.body as T;
}

export { param, queryString as queryParam } from '../shared/request-fields.ts';

export const rawBody = (request: FastifyRequest): Buffer =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

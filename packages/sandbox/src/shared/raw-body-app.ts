import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * A Fastify app that parses no body: every request body reaches the emulator's pipeline as the raw
 * bytes, so size limits, JSON syntax errors and binary uploads are answered in the vendor's words
 * rather than Fastify's.
 */
export function rawBodyApp(options: FastifyServerOptions): FastifyInstance {
  const app = Fastify({ logger: false, ...options });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  return app;
}

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';

/**
 * A Fastify app that parses no body: every request body reaches the emulator's pipeline as the raw
 * bytes, so size limits, JSON syntax errors and binary uploads are answered in the vendor's words
 * rather than Fastify's. Closing it cuts every connection still open: one that a cut fault or an
 * abandoned client request left half-done must not keep a test or a bench from ending (Fastify's
 * default closes only idle ones, and a test's close then waited for ever).
 */
export function rawBodyApp(options: FastifyServerOptions): FastifyInstance {
  const app = Fastify({ logger: false, forceCloseConnections: true, ...options });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  return app;
}

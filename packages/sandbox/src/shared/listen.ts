import type { FastifyInstance } from 'fastify';

/**
 * Starts an emulator's app on `port` (0: any free port) and answers the URL clients should be
 * given: a wildcard host (`0.0.0.0`, `::`) is not somewhere to connect to, so it shows as 127.0.0.1.
 */
export async function listen(
  app: FastifyInstance,
  options: { port?: number; host?: string },
): Promise<string> {
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${shownHost}:${port}`;
}

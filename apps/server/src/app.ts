import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { AVATAR_MAX_BYTES, JSON_BODY_MAX_BYTES } from '@hubline/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accessLookups } from './composition/access-lookups.ts';
import { modules } from './composition/modules.ts';
import { registerGuard } from './core/auth/guard.ts';
import type { Deps } from './core/deps.ts';
import { handleFrameworkError, registerErrorHandler, send } from './core/http/error-handler.ts';
import { AppError } from './core/http/errors.ts';
import { registerRateLimits } from './core/http/rate-limits.ts';
import { refuseUnstorableText } from './core/http/refuse-unstorable-text.ts';
import { RequestLog } from './core/http/request-log.ts';
import { registerSecurityHeaders } from './core/http/security-headers.ts';
import { closeInboxSockets } from './modules/inbox/index.ts';

/** Builds the HTTP app without listening, so tests drive it with `inject`. */
export async function buildApp(deps: Deps, options: { logger?: FastifyBaseLogger } = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: JSON_BODY_MAX_BYTES,
    frameworkErrors: handleFrameworkError,
    logController: new RequestLog(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  registerErrorHandler(app);
  await registerRateLimits(app);
  registerSecurityHeaders(app);
  registerGuard(app, accessLookups(deps.db), deps.webVersion);
  refuseUnstorableText(app);
  // Browsers send nothing on the inbox socket, so a frame of more than a few bytes is an abuse.
  await app.register(websocket, { options: { maxPayload: 1024 }, preClose: closeInboxSockets });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Hubline API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  for (const routes of modules.flatMap((module) => module.routes ?? [])) {
    await app.register(routes, { deps });
  }
  await registerConsole(app, deps.config.webDist);
  return app;
}

/**
 * Serves the built console. Page paths get index.html so the client router decides (and shows its
 * own 404); a missing file under /assets/ is a real 404, so a stale chunk fails loudly. The build
 * writes `.br` and `.gz` beside each file; the one the browser accepts is sent as it is.
 */
async function registerConsole(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasConsole = fs.existsSync(indexFile);
  const assets = path.join(webDist, 'assets') + path.sep;
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      // Files under assets/ are named by their hash and never change; anything else (index.html)
      // must be revalidated so a new build is picked up.
      setHeaders: (response, file) => {
        response.header(
          'cache-control',
          file.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const notAPage = ['/api/', '/webhooks/', '/assets/'].some((prefix) => request.url.startsWith(prefix));
    if (request.method === 'GET' && !notAPage && hasConsole) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.readFileSync(indexFile));
    }
    return send(request, reply, new AppError('error.notFound'));
  });
}

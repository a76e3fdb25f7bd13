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
import { registerGuard } from './core/auth/guard.ts';
import type { Deps } from './core/deps.ts';
import { handleFrameworkError, registerErrorHandler, send } from './core/http/error-handler.ts';
import { AppError } from './core/http/errors.ts';
import { registerRateLimits } from './core/http/rate-limits.ts';
import { refuseUnstorableText } from './core/http/refuse-unstorable-text.ts';
import { registerSecurityHeaders } from './core/http/security-headers.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { broadcastActionRoutes } from './modules/broadcasts/broadcast-actions.routes.ts';
import { broadcastAutomationRoutes } from './modules/broadcasts/broadcast-automation.routes.ts';
import { broadcastFolderRoutes } from './modules/broadcasts/broadcast-folders.routes.ts';
import { broadcastTestRoutes } from './modules/broadcasts/broadcast-test.routes.ts';
import { broadcastRoutes } from './modules/broadcasts/broadcasts.routes.ts';
import { accountFigureRoutes } from './modules/broadcasts/index.ts';
import { lineAudienceRoutes } from './modules/broadcasts/line-audiences.routes.ts';
import { redirectRoutes } from './modules/broadcasts/links/redirect.routes.ts';
import { chatCompanyRoutes } from './modules/crm/chat-company.routes.ts';
import { chatRecordRoutes } from './modules/crm/chat-records.routes.ts';
import { crmConnectionRoutes } from './modules/crm/connection/crm-connection.routes.ts';
import { crmRoutes } from './modules/crm/crm.routes.ts';
import { crmCompanyRoutes } from './modules/crm/crm-companies.routes.ts';
import { crmListRoutes } from './modules/crm/crm-lists.routes.ts';
import { crmWorkflowRoutes } from './modules/crm/crm-workflows.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { accountRoutes } from './modules/hubs/account.routes.ts';
import { memberRoutes } from './modules/hubs/members.routes.ts';
import { chatRoutes } from './modules/inbox/chat/chat.routes.ts';
import { chatLinkRoutes } from './modules/inbox/chat/chat-link.routes.ts';
import { inboxRoutes } from './modules/inbox/inbox.routes.ts';
import { closeInboxSockets, inboxSocketRoutes } from './modules/inbox/live/inbox-socket.routes.ts';
import { lineAccountSettingsRoutes } from './modules/line-accounts/line-account-settings.routes.ts';
import { lineAccountRoutes } from './modules/line-accounts/line-accounts.routes.ts';
import { outboxRoutes } from './modules/mail/outbox.routes.ts';
import { newsRoutes } from './modules/news/news.routes.ts';
import { lineTestIdRoutes } from './modules/profile/line-test-ids.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { webhookHealthRoutes } from './modules/webhooks/index.ts';
import { lineWebhookRoutes } from './modules/webhooks/line-webhook.routes.ts';

/** Builds the HTTP app without listening, so tests drive it with `inject`. */
export async function buildApp(deps: Deps, options: { logger?: FastifyBaseLogger } = {}) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: JSON_BODY_MAX_BYTES,
    frameworkErrors: handleFrameworkError,
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
  registerGuard(app, deps.db, deps.webVersion);
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

  for (const routes of [
    healthRoutes,
    authRoutes,
    profileRoutes,
    lineTestIdRoutes,
    accountRoutes,
    newsRoutes,
    outboxRoutes,
    memberRoutes,
    crmRoutes,
    crmConnectionRoutes,
    chatRecordRoutes,
    crmListRoutes,
    crmCompanyRoutes,
    crmWorkflowRoutes,
    chatCompanyRoutes,
    inboxRoutes,
    chatRoutes,
    chatLinkRoutes,
    inboxSocketRoutes,
    lineAccountRoutes,
    lineAccountSettingsRoutes,
    accountFigureRoutes,
    lineWebhookRoutes,
    webhookHealthRoutes,
    broadcastRoutes,
    broadcastActionRoutes,
    broadcastAutomationRoutes,
    broadcastFolderRoutes,
    broadcastTestRoutes,
    lineAudienceRoutes,
    redirectRoutes,
  ]) {
    await app.register(routes, { deps });
  }
  await registerConsole(app, deps.config.webDist);
  return app;
}

/**
 * Serves the built console. Page paths get index.html so the client router decides (and shows its
 * own 404); a missing file under /assets/ is a real 404, so a stale chunk fails loudly.
 */
async function registerConsole(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasConsole = fs.existsSync(indexFile);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      // Hashed assets never change; index.html must be revalidated so a new build is picked up.
      setHeaders: (response, file) => {
        response.header(
          'cache-control',
          file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable',
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

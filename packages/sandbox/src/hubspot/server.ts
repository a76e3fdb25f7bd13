import type { FastifyError, FastifyInstance } from 'fastify';
import { ControlError } from '../control/errors.ts';
import { rawBodyApp } from '../shared/raw-body-app.ts';
import type { HubspotContext } from './context.ts';
import type { HubspotControl } from './control/api.ts';
import { registerHubspotControlRoutes } from './control/routes.ts';
import { HubspotError, hubspotError } from './errors.ts';
import { HUBSPOT_CONTROL_PREFIX, registerHubspotPipeline } from './pipeline.ts';
import { registerHubspotRoutes } from './routes/index.ts';

/**
 * The HubSpot emulator's HTTP app: the `/crm/v3` and `/crm/v4` paths @hubspot/api-client 13.5.0
 * calls (B1, B11) at the root, and the control API under `/__hubspot`. Bodies are kept raw so the
 * pipeline can answer JSON errors HubSpot's way. Trailing slashes are ignored because the SDK
 * calls `/crm/v3/owners/` and `/crm/v3/lists/`.
 */
export function buildHubspotServer(ctx: HubspotContext, control: HubspotControl): FastifyInstance {
  const app = rawBodyApp({ bodyLimit: 10 * 1024 * 1024, routerOptions: { ignoreTrailingSlash: true } });
  registerHubspotPipeline(app, ctx);

  app.setErrorHandler((error: FastifyError | HubspotError | ControlError, request, reply) => {
    if (error instanceof HubspotError)
      return reply.code(error.status).headers(error.headers).send(error.body);
    if (error instanceof ControlError) return reply.code(error.status).send({ message: error.message });
    const status = error.statusCode ?? 500;
    if (status < 500)
      return reply.code(status).send(hubspotError(status, 'VALIDATION_ERROR', error.message).body);
    console.error(`[hubspot-sandbox] ${request.method} ${request.url}:`, error);
    return reply.code(500).send(hubspotError(500, 'INTERNAL_ERROR', 'internal error').body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(HUBSPOT_CONTROL_PREFIX)) {
      return reply.code(404).send({ message: `no control route ${request.method} ${request.url}` });
    }
    return reply
      .code(404)
      .send(
        hubspotError(404, 'OBJECT_NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`).body,
      );
  });

  registerHubspotRoutes(app, ctx);
  registerHubspotControlRoutes(app, control);
  return app;
}

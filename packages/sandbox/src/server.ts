import type { FastifyError, FastifyInstance } from 'fastify';
import type { SandboxControl } from './control/api.ts';
import { ControlError } from './control/errors.ts';
import { registerAdminRoutes } from './control/routes-admin.ts';
import { registerWorldRoutes } from './control/routes-world.ts';
import type { SandboxContext } from './line/context.ts';
import { LineApiError, lineErrors } from './line/errors.ts';
import { isControlPath, registerPipeline } from './line/pipeline.ts';
import { registerLineRoutes } from './line/routes/index.ts';
import { registerPhoneRoutes } from './phone/routes.ts';
import { rawBodyApp } from './shared/raw-body-app.ts';

/** LINE's cap on request bodies: 2 MB, else 413 (https://developers.line.biz/en/reference/messaging-api/#status-codes). */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/**
 * The sandbox's HTTP app: LINE's api and api-data paths at the root (the SDK drops any path prefix
 * of its baseURL), the control API under `/__sandbox` and the phone page at `/phone`. Bodies are
 * kept raw (`rawBodyApp`) so that the 2 MB limit, JSON syntax errors and binary uploads are all
 * answered the LINE way.
 */
export function buildServer(ctx: SandboxContext, control: SandboxControl): FastifyInstance {
  const app = rawBodyApp({ bodyLimit: MAX_BODY_BYTES });
  registerPipeline(app, ctx);

  app.setErrorHandler((error: FastifyError | LineApiError | ControlError, request, reply) => {
    if (error instanceof LineApiError)
      return reply.code(error.status).headers(error.headers).send(error.body);
    if (error instanceof ControlError) return reply.code(error.status).send({ message: error.message });
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const tooLarge = lineErrors.payloadTooLarge();
      return reply.code(tooLarge.status).send(tooLarge.body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    console.error(`[line-sandbox] ${request.method} ${request.url}:`, error);
    return reply.code(500).send({ message: 'Internal Server Error' });
  });

  app.setNotFoundHandler((request, reply) => {
    const body = isControlPath(request.url)
      ? { message: `no control route ${request.method} ${request.url}` }
      : { message: 'Not found' };
    return reply.code(404).send(body);
  });

  registerLineRoutes(app, ctx);
  registerAdminRoutes(app, control);
  registerWorldRoutes(app, control);
  registerPhoneRoutes(app);
  return app;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HubspotContext } from '../context.ts';
import { portalView } from '../control/api.ts';
import {
  type AuthorizeRequest,
  approveAuthorization,
  authorizeProblem,
  deniedRedirect,
} from '../oauth/authorize.ts';
import { consentPage, errorPage } from '../oauth/page.ts';
import { grantTokens } from '../oauth/token.ts';
import { query } from '../route.ts';

/** An x-www-form-urlencoded body (the emulator keeps every body raw). */
function form(request: FastifyRequest): URLSearchParams {
  return new URLSearchParams(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '');
}

function authorizeRequest(get: (name: string) => string | undefined | null): AuthorizeRequest {
  return {
    clientId: get('client_id') ?? '',
    redirectUri: get('redirect_uri') ?? '',
    scope: get('scope') ?? '',
    state: get('state') ?? undefined,
  };
}

/**
 * HubSpot's OAuth 2.0 for public apps: the install page `GET /oauth/authorize` (app.hubspot.com
 * on HubSpot; here a consent page over the emulator's portals, or an immediate approval for the
 * portal named by `?portalId=`, for tests without a browser) and the tokens API `POST /oauth/v1/token`.
 */
export function registerOAuthRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  app.get('/oauth/authorize', async (request, reply) => {
    const auth = authorizeRequest((name) => query(request, name));
    const problem = authorizeProblem(ctx, auth);
    if (problem) return reply.code(400).type('text/html').send(errorPage(problem));
    const portalId = query(request, 'portalId');
    if (portalId) return reply.redirect(approveAuthorization(ctx, auth, Number(portalId)).redirectUrl);
    const appName = ctx.oauth.app(auth.clientId)?.name ?? '';
    return reply.type('text/html').send(consentPage(appName, auth, ctx.store.all().map(portalView)));
  });

  app.post('/oauth/authorize', async (request, reply) => {
    const body = form(request);
    const auth = authorizeRequest((name) => body.get(name));
    const problem = authorizeProblem(ctx, auth);
    if (problem) return reply.code(400).type('text/html').send(errorPage(problem));
    if (body.get('decision') === 'deny') return reply.redirect(deniedRedirect(auth));
    const chosen = body.get('portalId');
    const portalId =
      chosen && chosen !== 'new'
        ? Number(chosen)
        : ctx.store.create({ name: 'Sandbox portal', tier: 'professional' }, ctx.clock.now()).portalId;
    return reply.redirect(approveAuthorization(ctx, auth, portalId).redirectUrl);
  });

  app.post('/oauth/v1/token', async (request, reply) => {
    const result = grantTokens(ctx.oauth, form(request), ctx.clock.now(), (id) => ctx.store.has(id));
    if ('error' in result) return reply.code(400).send(result.error);
    return result.body;
  });
}

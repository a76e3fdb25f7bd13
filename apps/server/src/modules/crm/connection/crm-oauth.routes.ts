import { startCrmOAuthRequestSchema, startCrmOAuthResponseSchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorId, requireAccess } from '../../../core/auth/guard.ts';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { CRM_SYNC } from '../mirror/crm-sync.job.ts';
import { finishOAuth, OAUTH_CALLBACK_PATH, OAuthFailed, startOAuth } from './crm-oauth.ts';
import { STATE_TTL_MS } from './oauth-state.ts';

/**
 * The browser key of the OAuth state: httpOnly, sent only to the callback, and `lax` so that
 * HubSpot's top-level redirect back still carries it.
 */
const BROWSER_COOKIE = 'lh_oauth';
const browserCookie = { path: OAUTH_CALLBACK_PATH, httpOnly: true, sameSite: 'lax' } as const;

const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

const backTo = (hubId: string, params: Record<string, string>) =>
  `/${encodeURIComponent(hubId)}/account?${new URLSearchParams(params)}`;

/**
 * "Connect with HubSpot" (OAuth): the console asks where to send the browser, HubSpot sends it
 * back to the public callback, which connects the hub and returns to Account settings with
 * `?crm=connected` or `?crm=error&code=…`.
 */
export const crmOAuthRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/:hubId/crm/oauth/start',
    {
      config: { permission: 'permissionAccount' },
      schema: { body: startCrmOAuthRequestSchema, response: { 200: startCrmOAuthResponseSchema } },
    },
    async (request, reply) => {
      const access = requireAccess(request);
      const userId = actorId(access);
      // The state names the user who started; an API key has no browser to come back in.
      if (!userId) throw new AppError('access.noUser');
      const { url, browserKey } = await startOAuth(deps, access.hub.id, userId, request.body.platform);
      reply.setCookie(BROWSER_COOKIE, browserKey, {
        ...browserCookie,
        secure: request.protocol === 'https',
        maxAge: STATE_TTL_MS / 1000,
      });
      return { url };
    },
  );

  app.get(
    OAUTH_CALLBACK_PATH,
    { config: { permission: 'public' }, schema: { querystring: callbackQuery } },
    async (request, reply) => {
      // Whatever the outcome, the key has done its one job.
      reply.clearCookie(BROWSER_COOKIE, browserCookie);
      try {
        const hubId = await finishOAuth(deps, request.query, request.cookies[BROWSER_COOKIE]);
        await deps.queue.send(CRM_SYNC, { hubId });
        return reply.redirect(backTo(hubId, { crm: 'connected' }));
      } catch (error) {
        const cause = error instanceof OAuthFailed ? error.cause : error;
        const code = cause instanceof AppError ? cause.code : 'crm.error.hubspotFailed';
        if (!(cause instanceof AppError)) request.log.warn({ err: cause }, 'connecting with HubSpot failed');
        if (error instanceof OAuthFailed) return reply.redirect(backTo(error.hubId, { crm: 'error', code }));
        return reply.redirect(`/?${new URLSearchParams({ crm: 'error', code })}`);
      }
    },
  );
};

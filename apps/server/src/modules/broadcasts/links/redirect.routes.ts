import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../core/deps.ts';
import { getHub } from '../../hubs/index.ts';
import { recordClick } from './broadcast-links.repository.ts';
import { leavingPage, notFoundPage } from './link-pages.ts';
import { isTrustedLink } from './trusted-link.ts';

const params = z.object({ code: z.string() });

/**
 * GET /r/{code}: a broadcast's short link, opened by a LINE user (public: no sign-in). Counts the
 * click, then sends the browser straight on when the target is on the hub's trusted link domains;
 * anywhere else it first shows "this link leads to <host>" in the reader's language, so our domain
 * is not an open redirect for whatever a tenant links to. A code we never issued gets a small page
 * saying the link does not exist, never the console.
 */
export const redirectRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/r/:code', { config: { permission: 'public' }, schema: { params } }, async (request, reply) => {
    const link = await recordClick(deps.db, request.params.code);
    // Each open is a click: caches must not answer in our place.
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if (!link) return reply.code(404).type('text/html; charset=utf-8').send(notFoundPage(request.lang));
    const hub = await getHub(deps.db, link.hubId);
    if (hub && isTrustedLink(link.url, hub.trustedLinkDomains)) return reply.redirect(link.url, 302);
    return reply.type('text/html; charset=utf-8').send(leavingPage(request.lang, link.url));
  });
};

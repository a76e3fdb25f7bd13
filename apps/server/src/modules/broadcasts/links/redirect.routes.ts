import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../core/deps.ts';
import { translate } from '../../../core/i18n/translate.ts';
import { recordClick } from './broadcast-links.repository.ts';

const params = z.object({ code: z.string() });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /r/{code}: a broadcast's short link, opened by a LINE user (public: no sign-in). Counts the
 * click and sends the browser on to the original URL; a code we never issued gets a small page
 * in the reader's language saying the link does not exist, never the console.
 */
export const redirectRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/r/:code', { config: { permission: 'public' }, schema: { params } }, async (request, reply) => {
    const url = await recordClick(deps.db, request.params.code);
    // Each open is a click: caches must not answer in our place.
    reply.header('cache-control', 'no-store');
    if (url) return reply.redirect(url, 302);
    const title = escapeHtml(translate(request.lang, 'broadcast.link.notFoundTitle'));
    const body = escapeHtml(translate(request.lang, 'broadcast.link.notFound'));
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="${request.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#333"><h1 style="font-size:1.4rem">${title}</h1><p>${body}</p></body></html>`,
      );
  });
};

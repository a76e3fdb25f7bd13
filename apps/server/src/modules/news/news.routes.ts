import {
  bannerResponseSchema,
  newsResponseSchema,
  notificationsResponseSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess, requireUser } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { translate } from '../../core/i18n/translate.ts';
import {
  listBanners,
  listNews,
  listNotifications,
  markAllNewsRead,
  markNewsRead,
  markNotificationsRead,
} from './news.repository.ts';

const session = { permission: 'session', hub: 'none' } as const;

/** Product news (the updates drawer), the bell's notifications, and banners. */
export const newsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/news',
    { config: session, schema: { response: { 200: newsResponseSchema } } },
    async (request) => {
      const items = await listNews(db, requireUser(request).user.id, request.lang);
      return { items, unread: items.filter((item) => !item.read).length };
    },
  );

  // core.md §7 lists this as a GET; a state change must not be one (a link or an image could
  // trigger it cross-site), so it is a POST behind the CSRF check like every other write.
  app.post(
    '/api/profile/:id/readNews',
    { config: session, schema: { params: z.object({ id: z.uuid() }), response: { 200: okSchema } } },
    async (request) => {
      await markNewsRead(db, requireUser(request).user.id, request.params.id);
      return { msg: translate(request.lang, 'profile.newsRead') };
    },
  );

  // Opening the updates drawer clears its badge: what the reader has seen listed counts as read.
  app.post(
    '/api/news/read',
    { config: session, schema: { response: { 200: okSchema } } },
    async (request) => {
      await markAllNewsRead(db, requireUser(request).user.id, request.lang);
      return { msg: translate(request.lang, 'profile.newsRead') };
    },
  );

  app.get(
    '/api/notifications',
    { config: session, schema: { response: { 200: notificationsResponseSchema } } },
    async (request) => {
      const rows = await listNotifications(db, requireUser(request).user.id);
      const items = rows.map((row) => ({
        id: row.id,
        text: translate(request.lang, row.key, row.params),
        createdAt: row.createdAt.toISOString(),
        read: row.readAt !== null,
      }));
      return { items, unread: items.filter((item) => !item.read).length };
    },
  );

  app.post(
    '/api/notifications/read',
    { config: session, schema: { response: { 200: okSchema } } },
    async (request) => {
      await markNotificationsRead(db, requireUser(request).user.id);
      return { msg: translate(request.lang, 'profile.notificationsRead') };
    },
  );

  app.get(
    '/api/:hubId/banner',
    { config: { permission: 'session' }, schema: { response: { 200: bannerResponseSchema } } },
    async (request) => ({
      banners: await listBanners(db, requireAccess(request).hub.subscription, request.lang),
    }),
  );
};

import {
  carouselInputSchema,
  carouselPatchSchema,
  carouselSavedSchema,
  carouselSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { folderRoutes } from '../../core/folders/folder.routes.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { carouselFolderStore } from './carousel-library.ts';
import { findCarousel } from './carousel-message.ts';
import { carouselView } from './carousel-view.ts';
import { type CarouselActor, createCarousel, editCarousel, removeCarousel } from './carousels.service.ts';

/** The carousels' permission flag: every route of this module declares it. */
const config = { permission: 'permissionCarousels' } as const;
const PREFIX = '/api/:hubId/line/carousel';
const idParams = z.object({ hubId: z.string(), id: z.string() });

function actorOf(request: FastifyRequest): CarouselActor {
  const access = requireAccess(request);
  return { hubId: access.hub.id, userId: access.principal.kind === 'user' ? access.principal.user.id : null };
}

/** Card-based messages (messaging.md §7 Image maps and carousels: under /line/carousel). */
export const carouselRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    PREFIX,
    { config, schema: { body: carouselInputSchema, response: { 200: carouselSavedSchema } } },
    async (request) => {
      const row = await createCarousel(deps, actorOf(request), request.body);
      return { msg: translate(request.lang, 'carousel.created'), id: row.id, carousel: carouselView(row) };
    },
  );

  app.patch(
    PREFIX,
    { config, schema: { body: carouselPatchSchema, response: { 200: carouselSavedSchema } } },
    async (request) => {
      const row = await editCarousel(deps, actorOf(request), request.body);
      return { msg: translate(request.lang, 'carousel.updated'), id: row.id, carousel: carouselView(row) };
    },
  );

  // The folders' collection: POST /line/carousel/folder, PATCH and DELETE /line/carousel/folder/{id}.
  await app.register(folderRoutes, {
    deps,
    path: `${PREFIX}/folder`,
    config,
    store: carouselFolderStore,
    messages: {
      created: 'carousel.folderCreated',
      updated: 'carousel.folderUpdated',
      deleted: 'carousel.folderDeleted',
      notEmpty: 'carousel.error.folderNotEmpty',
    },
  });

  app.get(
    `${PREFIX}/:id`,
    { config, schema: { params: idParams, response: { 200: carouselSchema } } },
    async (request) =>
      carouselView(orNotFound(await findCarousel(deps.db, actorOf(request).hubId, request.params.id))),
  );

  app.delete(
    `${PREFIX}/:id`,
    { config, schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await removeCarousel(deps, actorOf(request).hubId, request.params.id);
      return { msg: translate(request.lang, 'carousel.deleted') };
    },
  );
};

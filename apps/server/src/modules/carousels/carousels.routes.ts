import {
  CAROUSEL_PATHS,
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
import { libraryRoutes } from '../../core/folders/library.routes.ts';
import { translate } from '../../core/i18n/translate.ts';
import { carouselKind } from './carousel-library.ts';
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

  // The list, a folder's view, one carousel, the bulk actions and the folders (core/folders).
  await app.register(
    libraryRoutes({
      deps,
      paths: CAROUSEL_PATHS,
      config,
      kind: carouselKind,
      itemSchema: carouselSchema,
      view: (rows) => rows.map(carouselView),
    }),
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

import {
  IMAGEMAP_PATHS,
  imagemapImageSavedSchema,
  imagemapInputSchema,
  imagemapPatchSchema,
  imagemapSavedSchema,
  imagemapSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { sendStoredFile } from '../../core/files/send-stored-file.ts';
import { libraryRoutes } from '../../core/folders/library.routes.ts';
import { AppError } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { imagemapImageFile, imagemapImageView, saveImagemapImage } from './imagemap-images.ts';
import { imagemapView, imagemapViews } from './imagemaps.repository.ts';
import { createImagemap, deleteImagemap, updateImagemap } from './imagemaps.service.ts';
import { imagemapKind } from './imagemaps-library.ts';

/** Rich messages' permission flag (core.md §6): every route of the module but the public image declares it. */
const config = { permission: 'permissionImagemaps' } as const;
const idParams = z.object({ hubId: z.string(), id: z.string() });

function actorOf(request: FastifyRequest) {
  const access = requireAccess(request);
  return {
    hubId: access.hub.id,
    userId: access.principal.kind === 'user' ? access.principal.user.id : null,
  };
}

/** Rich messages (image maps), at messaging.md §7's paths under /line/imagemap (/line/imagemaps for lists). */
export const imagemapRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const view = (row: Parameters<typeof imagemapView>[0]) => imagemapView(row, deps.config.publicUrl);

  // The list (searched, paged, `all=true`), a folder's view, one item, bulk actions and folders.
  await app.register(
    libraryRoutes({
      deps,
      paths: IMAGEMAP_PATHS,
      config,
      kind: imagemapKind,
      itemSchema: imagemapSchema,
      // A copy shares the original's image (images are never deleted: see deleteImagemap).
      view: (rows) => imagemapViews(db, rows, deps.config.publicUrl),
    }),
  );

  app.post(
    '/api/:hubId/line/imagemap',
    { config, schema: { body: imagemapInputSchema, response: { 200: imagemapSavedSchema } } },
    async (request) => {
      const { hubId, userId } = actorOf(request);
      const saved = await createImagemap(db, hubId, userId, request.body);
      return { msg: translate(request.lang, 'imagemap.created'), imagemap: view(saved) };
    },
  );

  app.patch(
    '/api/:hubId/line/imagemap',
    { config, schema: { body: imagemapPatchSchema, response: { 200: imagemapSavedSchema } } },
    async (request) => {
      const { hubId, userId } = actorOf(request);
      const saved = await updateImagemap(db, hubId, userId, request.body);
      return { msg: translate(request.lang, 'imagemap.updated'), imagemap: view(saved) };
    },
  );

  app.delete(
    '/api/:hubId/line/imagemap/:id',
    { config, schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await deleteImagemap(db, actorOf(request).hubId, request.params.id);
      return { msg: translate(request.lang, 'imagemap.deleted') };
    },
  );

  /** The image, before the rich message is saved: 1040 wide, its derivatives made at once. */
  app.post(
    '/api/:hubId/line/imagemap/image',
    { config, schema: { response: { 200: imagemapImageSavedSchema } } },
    async (request) => {
      const row = await saveImagemapImage(deps, actorOf(request).hubId, request);
      return { msg: translate(request.lang, 'imagemap.imageUploaded'), image: imagemapImageView(row) };
    },
  );

  // Public and without an extension, as LINE fetches `{baseUrl}/{width}` unsigned; the image id is
  // random, so only those given a message's URL can read it. An id's image never changes: cached for good.
  app.get(
    '/api/imagemap-images/:imageId/:width',
    {
      config: { permission: 'public' },
      schema: { params: z.object({ imageId: z.string(), width: z.string() }) },
    },
    async (request, reply) => {
      const { imageId, width } = request.params;
      const key = /^\d{3,4}$/.test(width) && (await imagemapImageFile(db, imageId, Number(width)));
      if (!key) throw new AppError('error.notFound');
      return sendStoredFile(reply, deps.files, key, 'public, max-age=31536000, immutable');
    },
  );
};

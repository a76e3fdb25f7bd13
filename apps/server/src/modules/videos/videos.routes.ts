import {
  okSchema,
  VIDEO_PATHS,
  videoInputSchema,
  videoPatchSchema,
  videoSavedSchema,
  videoSchema,
  videoUploadedSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { libraryRoutes } from '../../core/folders/library.routes.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { publicFileUrl } from '../files/index.ts';
import { videoKind } from './video-library.ts';
import { saveVideoUpload } from './video-source.ts';
import { videoViews } from './video-view.ts';
import { createVideo, editVideo, removeVideo, type VideoActor } from './videos.service.ts';

/** Rich videos' permission flag (core.md §6): every route of this module declares it. */
const config = { permission: 'permissionVideos' } as const;
const PREFIX = '/api/:hubId/line/imagemap/video';
const idParams = z.object({ hubId: z.string(), id: z.string() });

function actorOf(request: FastifyRequest): VideoActor {
  const access = requireAccess(request);
  return { hubId: access.hub.id, userId: access.principal.kind === 'user' ? access.principal.user.id : null };
}

/** Rich videos (messaging.md §7 Rich video: under /line/imagemap/video, /line/imagemap/videos for plural reads). */
export const videoRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = deps.config;
  const viewOne = async (hubId: string, row: Parameters<typeof videoViews>[2][number]) =>
    orNotFound((await videoViews(deps.db, hubId, [row], publicUrl))[0]);

  app.post(
    PREFIX,
    { config, schema: { body: videoInputSchema, response: { 200: videoSavedSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await createVideo(deps, actor, request.body);
      const video = await viewOne(actor.hubId, row);
      return { msg: translate(request.lang, 'video.created'), id: row.id, video };
    },
  );

  app.patch(
    PREFIX,
    { config, schema: { body: videoPatchSchema, response: { 200: videoSavedSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await editVideo(deps, actor, request.body);
      const video = await viewOne(actor.hubId, row);
      return { msg: translate(request.lang, 'video.updated'), id: row.id, video };
    },
  );

  /** The mp4, before the video is saved: streamed into the files port (≤ 30 MB, mp4 by content). */
  app.post(
    `${PREFIX}/upload`,
    { config, schema: { response: { 200: videoUploadedSchema } } },
    async (request) => {
      actorOf(request);
      const { name, bytes } = await saveVideoUpload(deps.files, request);
      const url = publicFileUrl(publicUrl, `library/${name}`);
      return { msg: translate(request.lang, 'video.uploaded'), upload: { name, url, bytes } };
    },
  );

  // The list, a folder's view, one video, the bulk actions and the folders (core/folders).
  await app.register(
    libraryRoutes({
      deps,
      paths: VIDEO_PATHS,
      config,
      kind: videoKind,
      itemSchema: videoSchema,
      view: (rows, { hubId }) => videoViews(deps.db, hubId, rows, publicUrl),
    }),
  );

  app.delete(
    `${PREFIX}/:id`,
    { config, schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await removeVideo(deps.db, actorOf(request).hubId, request.params.id);
      return { msg: translate(request.lang, 'video.deleted') };
    },
  );
};

import {
  broadcastInputSchema,
  broadcastListQuerySchema,
  broadcastListResponseSchema,
  broadcastPatchSchema,
  broadcastPeriodQuerySchema,
  broadcastSavedSchema,
  broadcastSchema,
  broadcastTabSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { actorOf, BROADCASTS } from './broadcast-actor.ts';
import { removeBroadcasts, setAbTest } from './broadcast-copies.service.ts';
import { createBroadcast, editBroadcast, listTab } from './broadcast-settings.service.ts';
import { broadcastViewOf, broadcastViews } from './broadcast-views.ts';
import { findBroadcast } from './broadcasts.repository.ts';

const idParams = z.object({ hubId: z.string(), id: z.string() });
const tabParams = z.object({ hubId: z.string(), tab: broadcastTabSchema });
const folderTabParams = tabParams.extend({ id: z.string() });

/** Composing and reading broadcasts (messaging.md §7 Broadcasts). */
export const broadcastRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = BROADCASTS;

  app.post(
    '/api/:hubId/line/broadcast-setting',
    { config, schema: { body: broadcastInputSchema, response: { 200: broadcastSavedSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const row = await createBroadcast(deps, actor, request.body);
      const broadcast = await broadcastViewOf(deps.db, actor.hubId, row, request.lang);
      return { msg: translate(request.lang, 'broadcast.created'), id: row.id, broadcast };
    },
  );

  app.patch(
    '/api/:hubId/line/broadcast-setting',
    { config, schema: { body: broadcastPatchSchema, response: { 200: broadcastSavedSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const { abTest, ...patch } = request.body;
      let row = await editBroadcast(deps, actor, patch, { abTest });
      if (abTest) {
        await setAbTest(deps, actor.hubId, row, abTest);
        row = orNotFound(await findBroadcast(deps.db, actor.hubId, row.id));
      }
      const broadcast = await broadcastViewOf(deps.db, actor.hubId, row, request.lang);
      return { msg: translate(request.lang, 'broadcast.updated'), id: row.id, broadcast };
    },
  );

  const list = async (
    hubId: string,
    lang: Parameters<typeof broadcastViews>[3],
    tab: z.infer<typeof broadcastTabSchema>,
    query: z.output<typeof broadcastListQuerySchema>,
  ) => {
    const { rows, ...page } = await listTab(deps, hubId, tab, query, new Date());
    return { ...page, items: await broadcastViews(deps.db, hubId, rows, lang) };
  };

  app.get(
    '/api/:hubId/line/broadcast-settings/:tab',
    {
      config,
      schema: {
        params: tabParams,
        querystring: broadcastListQuerySchema,
        response: { 200: broadcastListResponseSchema },
      },
    },
    async (request) => list(actorOf(request).hubId, request.lang, request.params.tab, request.query),
  );

  app.get(
    '/api/:hubId/line/broadcast-settings/:tab/folder/:id',
    {
      config,
      schema: {
        params: folderTabParams,
        querystring: broadcastListQuerySchema.omit({ folderId: true }),
        response: { 200: broadcastListResponseSchema },
      },
    },
    async (request) => {
      const { hubId } = actorOf(request);
      const { id, tab } = request.params;
      const folders = await list(hubId, request.lang, tab, { ...request.query, folderId: id });
      orNotFound(folders.folders.some((folder) => folder.id === id));
      return folders;
    },
  );

  app.get(
    '/api/:hubId/line/broadcast-setting/:id',
    {
      config,
      schema: {
        params: idParams,
        querystring: broadcastPeriodQuerySchema,
        response: { 200: broadcastSchema },
      },
    },
    async (request) => {
      const { hubId } = actorOf(request);
      const row = orNotFound(await findBroadcast(deps.db, hubId, request.params.id));
      // The stats of the runs started in the period asked for, if any.
      return broadcastViewOf(deps.db, hubId, row, request.lang, request.query);
    },
  );

  app.delete(
    '/api/:hubId/line/broadcast-setting/:id',
    { config, schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await removeBroadcasts(deps, actorOf(request).hubId, [request.params.id]);
      return { msg: translate(request.lang, 'library.deleted') };
    },
  );
};

import {
  broadcastSavedSchema,
  bulkResultSchema,
  duplicateSchema,
  idsSchema,
  moveSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { actorOf, BROADCASTS } from './broadcast-actor.ts';
import { archiveWithVersionsB, restoreWithVersionsB } from './broadcast-archive.service.ts';
import {
  cancelAbTest,
  createAbTest,
  duplicateBroadcasts,
  moveBroadcasts,
  removeBroadcasts,
} from './broadcast-copies.service.ts';
import { broadcastsCsv, exportFileName } from './broadcast-export.ts';
import type { Actor } from './broadcast-settings.service.ts';
import { cancelSchedules, publishAutomations, scheduleBroadcasts } from './broadcast-transitions.service.ts';
import { broadcastViewOf, broadcastViews } from './broadcast-views.ts';
import { findBroadcasts } from './broadcasts.repository.ts';

const idParams = z.object({ hubId: z.string(), id: z.string() });
const PREFIX = '/api/:hubId/line/broadcast-setting';

/** What the list's bulk actions and a broadcast's menu do (messaging.md §4, §7). */
export const broadcastActionRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = BROADCASTS;
  const actions: [string, string, (actor: Actor, ids: string[]) => Promise<number>][] = [
    ['deleteMany', 'library.deleted', (actor, ids) => removeBroadcasts(deps, actor.hubId, ids)],
    ['archive', 'broadcast.archived', (actor, ids) => archiveWithVersionsB(deps, actor.hubId, ids)],
    ['restore-archive', 'broadcast.restored', (actor, ids) => restoreWithVersionsB(deps, actor.hubId, ids)],
    [
      'schedule',
      'broadcast.scheduled',
      async (actor, ids) => (await scheduleBroadcasts(deps, actor, ids)).length,
    ],
    [
      'schedule/cancel',
      'broadcast.scheduleCancelled',
      async (actor, ids) => (await cancelSchedules(deps, actor, ids)).length,
    ],
    [
      'save',
      'broadcast.savedForAutomation',
      async (actor, ids) => (await publishAutomations(deps, actor, ids)).length,
    ],
  ];
  for (const [path, message, act] of actions) {
    app.post(
      `${PREFIX}/${path}`,
      { config, schema: { body: idsSchema, response: { 200: bulkResultSchema } } },
      async (request) => {
        const actor = actorOf(request);
        const done = await act(actor, request.body.ids);
        // Nothing matched: the ids are not this hub's, or none was in a state the action takes.
        if (done === 0) throw new AppError('error.notFound');
        return { msg: translate(request.lang, message), count: done };
      },
    );
  }

  app.post(
    `${PREFIX}/move`,
    { config, schema: { body: moveSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const count = await moveBroadcasts(deps, actorOf(request), request.body.ids, request.body.target);
      return { msg: translate(request.lang, 'library.moved'), count };
    },
  );

  app.post(
    `${PREFIX}/duplicate`,
    { config, schema: { body: duplicateSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const { ids, target } = request.body;
      const copies = await duplicateBroadcasts(deps, actorOf(request), request.lang, ids, target);
      return { msg: translate(request.lang, 'library.duplicated'), count: copies.length };
    },
  );

  app.post(
    `${PREFIX}/:id/duplicate`,
    {
      config,
      schema: {
        params: idParams,
        body: z.object({ target: z.string().nullable().optional() }),
        response: { 200: broadcastSavedSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const [copy] = await duplicateBroadcasts(
        deps,
        actor,
        request.lang,
        [request.params.id],
        request.body.target,
      );
      if (!copy) throw new AppError('error.notFound');
      const broadcast = await broadcastViewOf(deps.db, actor.hubId, copy, request.lang);
      return { msg: translate(request.lang, 'library.duplicated'), id: copy.id, broadcast };
    },
  );

  app.post(
    `${PREFIX}/:id/create-ab-test`,
    { config, schema: { params: idParams, response: { 200: broadcastSavedSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const versionB = await createAbTest(deps, actor, request.lang, request.params.id);
      const broadcast = await broadcastViewOf(deps.db, actor.hubId, versionB, request.lang);
      return { msg: translate(request.lang, 'broadcast.abCreated'), id: versionB.id, broadcast };
    },
  );

  app.post(
    `${PREFIX}/:id/cancel-ab-test`,
    { config, schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      await cancelAbTest(deps, actorOf(request), request.params.id);
      return { msg: translate(request.lang, 'broadcast.abCancelled') };
    },
  );

  app.post(`${PREFIX}/export`, { config, schema: { body: idsSchema } }, async (request, reply) => {
    const { hubId, timeZone, now } = actorOf(request);
    const rows = await findBroadcasts(deps.db, hubId, request.body.ids);
    if (rows.length === 0) throw new AppError('error.notFound');
    const views = await broadcastViews(deps.db, hubId, rows, request.lang);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(now, timeZone)}"`)
      .send(broadcastsCsv(views, timeZone));
  });
};

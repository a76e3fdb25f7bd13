import {
  broadcastFolderInputSchema,
  broadcastFolderSavedSchema,
  broadcastFoldersResponseSchema,
  broadcastsConfigSavedSchema,
  broadcastsConfigSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { actorOf, BROADCASTS } from './broadcast-actor.ts';
import {
  deleteEmptyFolder,
  findFolder,
  foldersWithCounts,
  insertFolder,
  readConfig,
  renameFolder,
  writeConfig,
} from './broadcasts.repository.ts';

const idParams = z.object({ hubId: z.string(), id: z.string() });
const FOLDERS = '/api/:hubId/line/broadcast-settings/folders';

/** The broadcasts' folders and the hub's broadcast settings (messaging.md §7). */
export const broadcastFolderRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = BROADCASTS;

  app.get(
    FOLDERS,
    { config, schema: { response: { 200: broadcastFoldersResponseSchema } } },
    async (request) => ({
      folders: await foldersWithCounts(deps.db, actorOf(request).hubId),
    }),
  );

  app.post(
    FOLDERS,
    { config, schema: { body: broadcastFolderInputSchema, response: { 200: broadcastFolderSavedSchema } } },
    async (request) => {
      const folder = await insertFolder(deps.db, actorOf(request).hubId, request.body.name);
      return { msg: translate(request.lang, 'broadcast.folderCreated'), folder: { ...folder, count: 0 } };
    },
  );

  app.patch(
    `${FOLDERS}/:id`,
    {
      config,
      schema: {
        params: idParams,
        body: broadcastFolderInputSchema,
        response: { 200: broadcastFolderSavedSchema },
      },
    },
    async (request) => {
      const { hubId } = actorOf(request);
      orNotFound(await renameFolder(deps.db, hubId, request.params.id, request.body.name));
      const folder = orNotFound(
        (await foldersWithCounts(deps.db, hubId)).find((f) => f.id === request.params.id),
      );
      return { msg: translate(request.lang, 'broadcast.folderUpdated'), folder };
    },
  );

  app.delete(
    `${FOLDERS}/:id`,
    { config, schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      const { hubId } = actorOf(request);
      orNotFound(await findFolder(deps.db, hubId, request.params.id));
      if (!(await deleteEmptyFolder(deps.db, hubId, request.params.id))) {
        throw new AppError('broadcast.error.folderNotEmpty');
      }
      return { msg: translate(request.lang, 'broadcast.folderDeleted') };
    },
  );

  app.get(
    '/api/:hubId/broadcasts-config',
    { config, schema: { response: { 200: broadcastsConfigSchema } } },
    async (request) => readConfig(deps.db, actorOf(request).hubId),
  );

  app.patch(
    '/api/:hubId/broadcasts-config',
    { config, schema: { body: broadcastsConfigSchema, response: { 200: broadcastsConfigSavedSchema } } },
    async (request) => {
      await writeConfig(deps.db, actorOf(request).hubId, request.body);
      return { msg: translate(request.lang, 'broadcast.configSaved'), settings: request.body };
    },
  );
};

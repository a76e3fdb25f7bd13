import { broadcastsConfigSavedSchema, broadcastsConfigSchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../core/deps.ts';
import { folderRoutes } from '../../core/folders/folder.routes.ts';
import { translate } from '../../core/i18n/translate.ts';
import { actorOf, BROADCASTS } from './broadcast-actor.ts';
import { broadcastFolderStore } from './broadcast-library.ts';
import { readConfig, writeConfig } from './broadcasts.repository.ts';

/** The broadcasts' folders, on the folder library, and the hub's broadcast settings (messaging.md §7). */
export const broadcastFolderRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = BROADCASTS;

  await app.register(folderRoutes, {
    deps,
    path: '/api/:hubId/line/broadcast-settings/folders',
    config,
    store: broadcastFolderStore,
    messages: {
      created: 'library.folderCreated',
      updated: 'library.folderUpdated',
      deleted: 'library.folderDeleted',
      notEmpty: 'broadcast.error.folderNotEmpty',
    },
  });

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

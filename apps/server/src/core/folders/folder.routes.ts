import {
  type ErrorCode,
  folderInputSchema,
  folderSavedSchema,
  foldersResponseSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../auth/guard.ts';
import type { Db } from '../db/client.ts';
import { AppError, orNotFound } from '../http/errors.ts';
import { translate } from '../i18n/translate.ts';
import type { FolderStore } from './folder-store.ts';

/** A kind's folder routes: where they live, who may call them, its store and its own words. */
export interface FolderRoutesOptions {
  deps: { db: Db };
  /** The folders' collection, e.g. `/api/:hubId/line/broadcast-settings/folders`. */
  path: string;
  /** False where the folders come with the kind's list (the library kit) rather than on `path`. */
  listed?: boolean;
  config: FastifyContextConfig;
  store: FolderStore;
  /** Server catalogue keys for each answer, and the refusal of a folder that still holds items. */
  messages: { created: string; updated: string; deleted: string; notEmpty: ErrorCode };
}

const idParams = z.object({ hubId: z.string(), id: z.string() });

/** List (with counts), create, rename and delete (refused while it holds items) a kind's folders. */
export const folderRoutes: FastifyPluginAsync<FolderRoutesOptions> = async (
  base,
  { deps, path, listed = true, config, store, messages },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const hubOf = (request: FastifyRequest) => requireAccess(request).hub.id;

  if (listed) {
    app.get(path, { config, schema: { response: { 200: foldersResponseSchema } } }, async (request) => ({
      folders: await store.withCounts(deps.db, hubOf(request)),
    }));
  }

  app.post(
    path,
    { config, schema: { body: folderInputSchema, response: { 200: folderSavedSchema } } },
    async (request) => {
      const folder = await store.insert(deps.db, hubOf(request), request.body.name);
      return { msg: translate(request.lang, messages.created), folder: { ...folder, count: 0 } };
    },
  );

  app.patch(
    `${path}/:id`,
    {
      config,
      schema: { params: idParams, body: folderInputSchema, response: { 200: folderSavedSchema } },
    },
    async (request) => {
      const hubId = hubOf(request);
      orNotFound(await store.rename(deps.db, hubId, request.params.id, request.body.name));
      const folder = orNotFound(
        (await store.withCounts(deps.db, hubId)).find((f) => f.id === request.params.id),
      );
      return { msg: translate(request.lang, messages.updated), folder };
    },
  );

  app.delete(
    `${path}/:id`,
    { config, schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      const hubId = hubOf(request);
      orNotFound(await store.find(deps.db, hubId, request.params.id));
      if (!(await store.deleteEmpty(deps.db, hubId, request.params.id))) {
        throw new AppError(messages.notEmpty);
      }
      return { msg: translate(request.lang, messages.deleted) };
    },
  );
};

import {
  bulkResultSchema,
  duplicateSchema,
  idsSchema,
  type Language,
  type LibraryPaths,
  libraryPageSchema,
  libraryQuerySchema,
  moveSchema,
} from '@hubline/contract';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyContextConfig, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../auth/guard.ts';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { orNotFound } from '../http/errors.ts';
import { translate } from '../i18n/translate.ts';
import { folderRoutes } from './folder.routes.ts';
import { folderStore } from './folder-store.ts';
import { type LibraryHooks, libraryActions } from './library-actions.ts';
import { libraryItems } from './library-items.ts';
import type { ListedKind } from './library-kind.ts';
import { libraryList } from './library-list.ts';

/** A kind on the library kit: its tables, its paths and permission, and how its rows are shown. */
export interface LibraryRoutesOptions<Items extends PgTable, Item> {
  deps: { db: Db };
  paths: LibraryPaths;
  config: FastifyContextConfig;
  kind: ListedKind<Items>;
  hooks?: LibraryHooks<Items>;
  /** One item as the API answers it. */
  itemSchema: z.ZodType<Item>;
  view: (
    rows: Items['$inferSelect'][],
    context: { hubId: string; lang: Language },
  ) => Promise<Item[]> | Item[];
}

const idParams = z.object({ hubId: z.string(), id: z.string() });
const api = (path: string) => `/api/:hubId${path}`;

/**
 * The calls every folder library answers the same way (messaging.md §7, core.md §3–§5): the list
 * with its folders (searched, paged, or `?all=true`), a folder's view with folderName and
 * folderId, one item, delete many, duplicate, move, and the folders' create, rename and delete
 * (refused while a folder holds items). A kind registers it once with its paths, and keeps its
 * own create and edit calls.
 */
export function libraryRoutes<Items extends PgTable, Item>(
  options: LibraryRoutesOptions<Items, Item>,
): FastifyPluginAsync {
  const { deps, paths, config, kind, view } = options;
  const store = folderStore(kind);
  const listPage = libraryList(kind);
  const actions = libraryActions(kind, options.hooks);
  const { among } = libraryItems(kind);
  // Seen here as any item: the schema itself still checks each one as it goes out.
  const itemSchema: z.ZodType = options.itemSchema;
  const pageSchema = libraryPageSchema(itemSchema);
  const listQuery = libraryQuerySchema;

  return async (base) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const hubOf = (request: FastifyRequest) => requireAccess(request).hub.id;

    async function page(request: FastifyRequest, query: z.output<typeof listQuery>, folderId?: string) {
      const hubId = hubOf(request);
      const all = query.all === 'true';
      const { rows, total } = await listPage(deps.db, hubId, {
        folderId,
        search: query.search,
        page: all ? undefined : { index: query.page, limit: query.limit },
      });
      return {
        items: await view(rows, { hubId, lang: request.lang }),
        total,
        folders: await store.withCounts(deps.db, hubId),
      };
    }

    app.get(
      api(paths.list),
      { config, schema: { querystring: listQuery, response: { 200: pageSchema } } },
      async (request) => page(request, request.query),
    );

    app.get(
      `${api(paths.folderView)}/:id`,
      { config, schema: { params: idParams, querystring: listQuery, response: { 200: pageSchema } } },
      async (request) => {
        const folder = orNotFound(await store.find(deps.db, hubOf(request), request.params.id));
        return {
          ...(await page(request, request.query, folder.id)),
          folderId: folder.id,
          folderName: folder.name,
        };
      },
    );

    app.get(
      `${api(paths.item)}/:id`,
      { config, schema: { params: idParams, response: { 200: itemSchema } } },
      async (request) => {
        const hubId = hubOf(request);
        if (!isUuid(request.params.id)) orNotFound(undefined);
        const rows = await deps.db
          .select()
          .from(kind.items.table as PgTable)
          .where(among(hubId, [request.params.id]));
        const [item] = await view(rows as Items['$inferSelect'][], { hubId, lang: request.lang });
        return orNotFound(item);
      },
    );

    app.post(
      `${api(paths.bulk)}/deleteMany`,
      { config, schema: { body: idsSchema, response: { 200: bulkResultSchema } } },
      async (request) => {
        const count = await actions.deleteMany(deps.db, hubOf(request), request.body.ids);
        return { msg: translate(request.lang, 'library.deleted'), count };
      },
    );

    app.post(
      `${api(paths.bulk)}/duplicate`,
      { config, schema: { body: duplicateSchema, response: { 200: bulkResultSchema } } },
      async (request) => {
        const { ids, target } = request.body;
        const copies = await actions.duplicate(deps.db, hubOf(request), request.lang, ids, target);
        return { msg: translate(request.lang, 'library.duplicated'), count: copies.length };
      },
    );

    app.post(
      `${api(paths.bulk)}/move`,
      { config, schema: { body: moveSchema, response: { 200: bulkResultSchema } } },
      async (request) => {
        const { ids, target } = request.body;
        const count = await actions.move(deps.db, hubOf(request), ids, target);
        return { msg: translate(request.lang, 'library.moved'), count };
      },
    );

    await app.register(folderRoutes, {
      deps,
      path: api(paths.folder),
      listed: false,
      config,
      store,
      messages: {
        created: 'library.folderCreated',
        updated: 'library.folderUpdated',
        deleted: 'library.folderDeleted',
        notEmpty: 'library.error.folderNotEmpty',
      },
    });
  };
}

import {
  contactsPageSchema,
  createListRequestSchema,
  crmListSchema,
  listMembersQuerySchema,
  listMembersRequestSchema,
  listMembersResultSchema,
  listPreviewRequestSchema,
  listPreviewResponseSchema,
  listResponseSchema,
  listsResponseSchema,
  okSchema,
  updateListRequestSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';

// Lists are what broadcasts target, and reading one reveals its contacts: both are a broadcaster's
// job (the Lists screen and the composer); the inbox reaches contacts through its own search.
const broadcasters = { permission: 'permissionBroadcasts' } as const;
const listParams = z.object({ hubId: z.string(), id: z.string() });

/** Contact lists (core.md §7 `GET /lists`), static and filter, through the CRM port. */
export const crmListRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { lists } = deps.crm;
  const hubOf = (request: Parameters<typeof requireAccess>[0]) => requireAccess(request).hub.id;

  app.get(
    '/api/:hubId/lists',
    { config: broadcasters, schema: { response: { 200: listsResponseSchema } } },
    async (request) => ({ items: await lists.list(hubOf(request)) }),
  );

  app.post(
    '/api/:hubId/lists',
    {
      config: broadcasters,
      schema: { body: createListRequestSchema, response: { 200: listResponseSchema } },
    },
    async (request) => {
      const list = await lists.create(hubOf(request), request.body);
      return { msg: translate(request.lang, 'crm.listCreated', { name: list.name }), list };
    },
  );

  app.post(
    '/api/:hubId/lists/preview',
    {
      config: broadcasters,
      schema: { body: listPreviewRequestSchema, response: { 200: listPreviewResponseSchema } },
    },
    async (request) => ({ size: await lists.preview(hubOf(request), request.body.filters) }),
  );

  app.get(
    '/api/:hubId/lists/:id',
    { config: broadcasters, schema: { params: listParams, response: { 200: crmListSchema } } },
    async (request) => orNotFound(await lists.get(hubOf(request), request.params.id)),
  );

  app.patch(
    '/api/:hubId/lists/:id',
    {
      config: broadcasters,
      schema: { params: listParams, body: updateListRequestSchema, response: { 200: listResponseSchema } },
    },
    async (request) => {
      const list = orNotFound(await lists.update(hubOf(request), request.params.id, request.body));
      return { msg: translate(request.lang, 'crm.listUpdated', { name: list.name }), list };
    },
  );

  app.delete(
    '/api/:hubId/lists/:id',
    { config: broadcasters, schema: { params: listParams, response: { 200: okSchema } } },
    async (request) => {
      orNotFound(await lists.remove(hubOf(request), request.params.id));
      return { msg: translate(request.lang, 'crm.listDeleted') };
    },
  );

  app.get(
    '/api/:hubId/lists/:id/members',
    {
      config: broadcasters,
      schema: {
        params: listParams,
        querystring: listMembersQuerySchema,
        response: { 200: contactsPageSchema },
      },
    },
    async (request) =>
      orNotFound(
        await lists.members(hubOf(request), request.params.id, request.query.page, request.query.limit),
      ),
  );

  for (const [path, change, message] of [
    ['members', lists.addMembers, 'crm.membersAdded'],
    ['members/remove', lists.removeMembers, 'crm.membersRemoved'],
  ] as const) {
    app.post(
      `/api/:hubId/lists/:id/${path}`,
      {
        config: broadcasters,
        schema: {
          params: listParams,
          body: listMembersRequestSchema,
          response: { 200: listMembersResultSchema },
        },
      },
      async (request) => {
        const count = orNotFound(await change(hubOf(request), request.params.id, request.body.contactIds));
        return { msg: translate(request.lang, message, { count }), count };
      },
    );
  }
};

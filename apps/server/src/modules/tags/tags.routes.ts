import {
  bulkResultSchema,
  createTagSchema,
  friendTagsResponseSchema,
  idsSchema,
  okSchema,
  tagFriendsResultSchema,
  tagFriendsSchema,
  tagSavedSchema,
  tagsQuerySchema,
  tagsResponseSchema,
  updateTagSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorId, requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { tagFriends, tagsOfFriend } from './tag-friends.ts';
import { createTag, deleteTags, listTags, renameTag } from './tags.repository.ts';

// Tagging a friend is the Tags permission too: agents who tag chats hold it (core.md §6).
const config = { permission: 'permissionTags' } as const;
const idParams = z.object({ hubId: z.string(), id: z.string() });

/** Tags (core.md §7: POST /tag, GET /tags, PATCH and DELETE /tag/{id}, POST /tags/deleteMany) and tagging friends. */
export const tagRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.post(
    '/api/:hubId/tag',
    { config, schema: { body: createTagSchema, response: { 200: tagSavedSchema } } },
    async (request) => {
      const access = requireAccess(request);
      const tag = await createTag(db, access.hub.id, request.body, actorId(access));
      return { msg: translate(request.lang, 'tags.created', { tag: tag.tag }), tag };
    },
  );

  app.get(
    '/api/:hubId/tags',
    { config, schema: { querystring: tagsQuerySchema, response: { 200: tagsResponseSchema } } },
    async (request) => listTags(db, requireAccess(request).hub.id, request.query),
  );

  app.patch(
    '/api/:hubId/tag/:id',
    { config, schema: { params: idParams, body: updateTagSchema, response: { 200: tagSavedSchema } } },
    async (request) => {
      const access = requireAccess(request);
      const { id } = request.params;
      const tag = orNotFound(await renameTag(db, access.hub.id, id, request.body.tag, actorId(access)));
      return { msg: translate(request.lang, 'tags.renamed', { tag: tag.tag }), tag };
    },
  );

  app.delete(
    '/api/:hubId/tag/:id',
    { config, schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      orNotFound((await deleteTags(db, requireAccess(request).hub.id, [request.params.id])) > 0);
      return { msg: translate(request.lang, 'tags.deleted') };
    },
  );

  app.post(
    '/api/:hubId/tags/deleteMany',
    { config, schema: { body: idsSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const count = await deleteTags(db, requireAccess(request).hub.id, request.body.ids);
      return { msg: translate(request.lang, 'tags.deletedMany', { count }), count };
    },
  );

  app.get(
    '/api/:hubId/line/user-manage/:id/tags',
    { config, schema: { params: idParams, response: { 200: friendTagsResponseSchema } } },
    async (request) => tagsOfFriend(db, requireAccess(request).hub.id, request.params.id),
  );

  app.post(
    '/api/:hubId/tags/friends',
    { config, schema: { body: tagFriendsSchema, response: { 200: tagFriendsResultSchema } } },
    async (request) => {
      const count = await tagFriends(db, requireAccess(request).hub.id, request.body);
      return { msg: translate(request.lang, 'tags.friendsChanged', { count }), count };
    },
  );
};

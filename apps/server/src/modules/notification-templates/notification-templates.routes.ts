import {
  bulkResultSchema,
  notificationSendsResponseSchema,
  notificationTemplateCreateSchema,
  notificationTemplateDuplicateSchema,
  notificationTemplateIdsSchema,
  notificationTemplateMoveSchema,
  notificationTemplateSavedSchema,
  notificationTemplatesQuerySchema,
  notificationTemplatesResponseSchema,
  notificationTemplateUpdateSchema,
  notificationTestSendSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { templateFolderStore } from './notification-templates.repository.ts';
import {
  type Actor,
  changeTemplate,
  createTemplate,
  duplicateTemplates,
  moveTemplates,
  removeTemplateOrFolder,
  removeTemplates,
  templateAlone,
  templatesPage,
} from './notification-templates.service.ts';
import { recentSends, testSendTemplate } from './notification-test-send.ts';

/** Notification templates are broadcast material: core.md §6 names no flag of their own. */
const config = { permission: 'permissionBroadcasts' } as const;
const PREFIX = '/api/:hubId/line/notification-templates';
const idParams = z.object({ hubId: z.string(), id: z.string() });

function actorOf(request: FastifyRequest): Actor {
  const access = requireAccess(request);
  return {
    hubId: access.hub.id,
    userId: access.principal.kind === 'user' ? access.principal.user.id : null,
  };
}

/** Every call of messaging.md §7 "Notification templates", at its path, and the test send. */
export const notificationTemplateRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const list = {
    querystring: notificationTemplatesQuerySchema,
    response: { 200: notificationTemplatesResponseSchema },
  };

  app.get(PREFIX, { config, schema: list }, async (request) =>
    templatesPage(db, actorOf(request).hubId, null, request.query),
  );

  app.get(`${PREFIX}/folder/:id`, { config, schema: { ...list, params: idParams } }, async (request) =>
    templatesPage(db, actorOf(request).hubId, request.params.id, request.query),
  );

  app.get(
    `${PREFIX}/:id`,
    { config, schema: { params: idParams, response: { 200: notificationTemplatesResponseSchema } } },
    async (request) => templateAlone(db, actorOf(request).hubId, request.params.id),
  );

  app.post(
    PREFIX,
    {
      config,
      schema: { body: notificationTemplateCreateSchema, response: { 200: notificationTemplateSavedSchema } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { body } = request;
      if (body.folder === true) {
        const folder = await templateFolderStore.insert(db, actor.hubId, body.name);
        return {
          msg: translate(request.lang, 'library.folderCreated'),
          folder: { id: folder.id, name: folder.name, count: 0 },
        };
      }
      const template = await createTemplate(db, actor, body);
      return { msg: translate(request.lang, 'notificationTemplate.created'), template };
    },
  );

  app.put(
    `${PREFIX}/:id`,
    {
      config,
      schema: {
        params: idParams,
        body: notificationTemplateUpdateSchema,
        response: { 200: notificationTemplateSavedSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { body, params } = request;
      if (body._id !== params.id) throw new AppError('notificationTemplate.error.idMismatch');
      if (body.folder === true) {
        orNotFound(await templateFolderStore.rename(db, actor.hubId, params.id, body.name));
        const folders = await templateFolderStore.withCounts(db, actor.hubId);
        const folder = orNotFound(folders.find((candidate) => candidate.id === params.id));
        return { msg: translate(request.lang, 'library.folderUpdated'), folder };
      }
      const template = await changeTemplate(db, actor, params.id, body);
      return { msg: translate(request.lang, 'notificationTemplate.updated'), template };
    },
  );

  app.delete(
    `${PREFIX}/:id`,
    { config, schema: { params: idParams, response: { 200: okSchema } } },
    async (request) => {
      const removed = await removeTemplateOrFolder(db, actorOf(request).hubId, request.params.id);
      const key = removed === 'folder' ? 'library.folderDeleted' : 'library.deleted';
      return { msg: translate(request.lang, key) };
    },
  );

  app.post(
    `${PREFIX}/deleteMany`,
    { config, schema: { body: notificationTemplateIdsSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const count = await removeTemplates(db, actorOf(request).hubId, request.body.ids);
      return { msg: translate(request.lang, 'library.deleted'), count };
    },
  );

  app.post(
    `${PREFIX}/duplicate`,
    { config, schema: { body: notificationTemplateDuplicateSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const { ids, target } = request.body;
      const count = await duplicateTemplates(db, actorOf(request), request.lang, ids, target);
      return { msg: translate(request.lang, 'library.duplicated'), count };
    },
  );

  app.post(
    `${PREFIX}/move`,
    { config, schema: { body: notificationTemplateMoveSchema, response: { 200: bulkResultSchema } } },
    async (request) => {
      const { ids, folderId } = request.body;
      const count = await moveTemplates(db, actorOf(request), ids, folderId);
      return { msg: translate(request.lang, 'library.moved'), count };
    },
  );

  app.post(
    `${PREFIX}/:id/test`,
    { config, schema: { params: idParams, body: notificationTestSendSchema, response: { 200: okSchema } } },
    async (request) => {
      await testSendTemplate(deps, actorOf(request).hubId, request.params.id, request.body);
      return { msg: translate(request.lang, 'notificationTemplate.testSent') };
    },
  );

  app.get(
    `${PREFIX}/:id/sends`,
    { config, schema: { params: idParams, response: { 200: notificationSendsResponseSchema } } },
    async (request) => ({ sends: await recentSends(deps, actorOf(request).hubId, request.params.id) }),
  );
};

import {
  fillContactTokens,
  QUICK_REPLY_PICKS,
  quickRepliesResponseSchema,
  quickReplyQuerySchema,
  templateInputSchema,
  templateSavedSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { findReachableView } from '../inbox/index.ts';
import { createTemplate, editTemplate, quickRepliesFor, templateView } from './templates.service.ts';

/** Every route of the quick-reply library declares the templates flag (core.md §6). */
export const TEMPLATES = { permission: 'permissionTemplates' } as const;

const idParams = z.object({ hubId: z.string(), id: z.string() });
const createBody = templateInputSchema.extend({ folderId: z.string().nullable().optional() });

function actorOf(request: FastifyRequest) {
  const access = requireAccess(request);
  return {
    hubId: access.hub.id,
    userId: access.principal.kind === 'user' ? access.principal.user.id : null,
  };
}

/** A quick reply's own calls (messaging.md §7: templates have the chatflows' singular and plural paths). */
export const templateRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = TEMPLATES;

  app.post(
    '/api/:hubId/template',
    { config, schema: { body: createBody, response: { 200: templateSavedSchema } } },
    async (request) => {
      const row = await createTemplate(deps.db, actorOf(request), request.body);
      return { msg: translate(request.lang, 'template.created'), template: templateView(row) };
    },
  );

  app.patch(
    '/api/:hubId/template/:id',
    {
      config,
      schema: { params: idParams, body: templateInputSchema, response: { 200: templateSavedSchema } },
    },
    async (request) => {
      const row = await editTemplate(deps.db, actorOf(request), request.params.id, request.body);
      return { msg: translate(request.lang, 'template.updated'), template: templateView(row) };
    },
  );

  // The inbox composer's search: an agent of the inbox uses quick replies without the flag to edit them.
  app.get(
    '/api/:hubId/line/chat/:seq/:vid/templates',
    {
      config: { permission: 'permissionInbox' },
      schema: {
        params: z.object({ hubId: z.string(), seq: z.coerce.number().int(), vid: z.string() }),
        querystring: quickReplyQuerySchema,
        response: { 200: quickRepliesResponseSchema },
      },
    },
    async (request) => {
      const access = requireAccess(request);
      // The conversation as its agent may see it (contact access in the inbox), of this account.
      const view = await findReachableView(deps, access, request.params.vid);
      if (!view || view.seq !== request.params.seq) throw new AppError('error.notFound');
      const contact = view.contactId ? await deps.crm.contacts.get(access.hub.id, view.contactId) : undefined;
      const picks = await quickRepliesFor(
        deps.db,
        access.hub.id,
        view.conversation.lineAccountId,
        request.query.q,
        QUICK_REPLY_PICKS,
      );
      return {
        templates: picks.map((pick) => ({
          ...pick,
          text: fillContactTokens(pick.body, contact?.properties ?? {}),
        })),
      };
    },
  );
};

import { chatLinkRequestSchema, chatLinkResponseSchema, chatLinkVerifySchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorId, requireAccess } from '../../../core/auth/guard.ts';
import type { Deps } from '../../../core/deps.ts';
import { openChat } from './chat-conversation.ts';
import { createChatLink, useChatLink } from './chat-link.ts';

const inbox = { permission: 'permissionInbox' } as const;

/** Chat links (core.md §2 chat layout, §7 verifyToken): made by an agent or the CRM with the hub's API key. */
export const chatLinkRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.post(
    '/api/:hubId/chat/link-token',
    {
      config: inbox,
      schema: {
        params: z.object({ hubId: z.string() }),
        body: chatLinkRequestSchema,
        response: { 200: chatLinkResponseSchema },
      },
    },
    async (request) => {
      const access = requireAccess(request);
      const { seq, vid } = request.body;
      await openChat(deps, access, seq, vid);
      return createChatLink(
        db,
        { hubId: access.hub.id, seq, vid, publicUrl: deps.config.publicUrl },
        actorId(access),
      );
    },
  );

  app.get(
    '/api/:hubId/chat/verifyToken/:seq/:vid',
    {
      config: inbox,
      schema: {
        params: z.object({ hubId: z.string(), seq: z.coerce.number().int(), vid: z.string() }),
        querystring: z.object({ ott: z.string().optional() }),
        response: { 200: chatLinkVerifySchema },
      },
    },
    async (request) => {
      const { seq, vid } = request.params;
      const where = { hubId: requireAccess(request).hub.id, seq, vid };
      return { valid: await useChatLink(db, where, request.query.ott) };
    },
  );
};

import fs from 'node:fs';
import {
  CHAT_PAGE_SIZE,
  chatReadQuerySchema,
  chatReadResponseSchema,
  chatSearchResponseSchema,
  chatSearchSchema,
  chatSendResponseSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess, requireUser } from '../../../core/auth/guard.ts';
import type { Deps } from '../../../core/deps.ts';
import { sendStoredFile } from '../../../core/files/send-stored-file.ts';
import { AppError, orNotFound } from '../../../core/http/errors.ts';
import { translate } from '../../../core/i18n/translate.ts';
import { updateConversation } from '../conversations.repository.ts';
import { conversationChanged } from '../inbox-intake.ts';
import { getInboxSettings } from '../inbox-settings.ts';
import { toInboxUser } from '../inbox-view.ts';
import { openChat } from './chat-conversation.ts';
import { PUBLIC_MEDIA_NAME, VIDEO_PREVIEW_FILE, VIDEO_PREVIEW_NAME } from './chat-media.ts';
import { findChatMessage } from './chat-message-view.ts';
import { findStoredContent, pageOfMessage, readChatPage, searchChat } from './chat-read.ts';
import { assertCanSend, sendChatMessage } from './chat-send.ts';
import { readSendInput } from './chat-send-input.ts';
import { composerState } from './composer.ts';

const inbox = { permission: 'permissionInbox' } as const;
const chatParams = z.object({ hubId: z.string(), seq: z.coerce.number().int().min(1), vid: z.string() });
const pageParams = chatParams.extend({
  page: z.coerce.number().int().min(0),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_PAGE_SIZE * 4),
});

/** Chat calls of core.md §7: read a conversation, search it, send to it, fetch its media. */
export const chatRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/:hubId/line/chat/:seq/:vid/:page/:limit',
    {
      config: inbox,
      schema: {
        params: pageParams,
        querystring: chatReadQuerySchema,
        response: { 200: chatReadResponseSchema },
      },
    },
    async (request) => {
      const access = requireAccess(request);
      const { seq, vid, limit } = request.params;
      const chat = await openChat(deps, access, seq, vid);
      const settings = await getInboxSettings(db, access.hub.id);
      const where = { conversation: chat.view.conversation, seq, addAllMessages: settings.addAllMessages };
      // Opened from a search: the page that holds the message found (the asked page if it is gone).
      const { at } = request.query;
      const found = at ? await pageOfMessage(db, where, at, limit) : undefined;
      const page = found ?? request.params.page;
      // Opening the newest page is reading the conversation.
      if (page === 0 && chat.view.conversation.unread > 0) {
        await updateConversation(db, access.hub.id, vid, { unread: 0 });
        chat.view.conversation.unread = 0;
        await conversationChanged(deps, chat.account, vid);
      }
      return {
        settings,
        conversation: toInboxUser(chat.view),
        account: { id: chat.account.id, seq, name: chat.account.name },
        ...(await readChatPage(db, { ...where, publicUrl: deps.config.publicUrl }, page, limit)),
        page,
        webSocketsOnly: true,
        hasSeat: access.member.hasSeat,
        composer: await composerState(deps, chat, access.member.hasSeat),
      };
    },
  );

  app.post(
    '/api/:hubId/line/chat/:seq/:vid/search',
    {
      config: inbox,
      schema: { params: chatParams, body: chatSearchSchema, response: { 200: chatSearchResponseSchema } },
    },
    async (request) => {
      const access = requireAccess(request);
      const { seq, vid } = request.params;
      const chat = await openChat(deps, access, seq, vid);
      const { addAllMessages } = await getInboxSettings(db, access.hub.id);
      const where = { conversation: chat.view.conversation, seq, addAllMessages };
      return { messages: await searchChat(db, where, request.body.searchWords) };
    },
  );

  // JSON (chatSendSchema) or multipart with a file: the body is read by the handler, not the schema.
  app.post(
    '/api/:hubId/line/chat/:seq/:vid/send',
    { config: inbox, schema: { params: chatParams, response: { 200: chatSendResponseSchema } } },
    async (request) => {
      const access = requireAccess(request);
      const { seq, vid } = request.params;
      const chat = await openChat(deps, access, seq, vid);
      await assertCanSend(deps, chat, access);
      const { user } = requireUser(request);
      const input = await readSendInput(request, deps.files);
      const id = await sendChatMessage(deps, chat, user, input);
      const after = await openChat(deps, access, seq, vid);
      return {
        msg: translate(request.lang, 'chat.sent'),
        message: orNotFound(await findChatMessage(db, access.hub.id, id, { seq, vid })),
        composer: await composerState(deps, after, access.member.hasSeat),
      };
    },
  );

  app.get(
    '/api/:hubId/line/chat/:seq/:vid/content/:messageId',
    { config: inbox, schema: { params: chatParams.extend({ messageId: z.string() }) } },
    async (request, reply) => {
      const { seq, vid, messageId } = request.params;
      const chat = await openChat(deps, requireAccess(request), seq, vid);
      const contentPath = orNotFound(await findStoredContent(db, chat.view.conversation, messageId));
      return sendStoredFile(reply, deps.files, contentPath, 'private, max-age=86400');
    },
  );

  // LINE fetches what agents send from here, without signing in: the names are unguessable.
  app.get(`/api/chat-media/${VIDEO_PREVIEW_NAME}`, { config: { permission: 'public' } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type('image/png')
      .send(fs.createReadStream(VIDEO_PREVIEW_FILE)),
  );

  app.get(
    '/api/chat-media/:name',
    { config: { permission: 'public' }, schema: { params: z.object({ name: z.string() }) } },
    async (request, reply) => {
      if (!PUBLIC_MEDIA_NAME.test(request.params.name)) throw new AppError('error.notFound');
      const key = `chat/${request.params.name}`;
      return sendStoredFile(reply, deps.files, key, 'public, max-age=31536000, immutable');
    },
  );
};

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isUserId } from '../../ids.ts';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { channelOf, jsonBody, lineRoute, param } from '../route.ts';

/**
 * Chat niceties: loading animation, mark as read, account-link tokens. The sandbox records these
 * requests (see the request log) but they change nothing a test could observe otherwise.
 * https://developers.line.biz/en/reference/messaging-api/#display-a-loading-indicator
 */
export function registerChatRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  lineRoute(app, 'POST', '/v2/bot/chat/loading/start', 'showLoadingAnimation', (request, reply) => {
    const { chatId } = jsonBody<{ chatId: string }>(request);
    // Only 1:1 chats with a friend; never groups.
    if (!isUserId(chatId) || !ctx.store.isFriend(channelOf(request).channelId, chatId)) {
      throw lineErrors.bodyErrors([{ message: 'invalid chatId', property: 'chatId' }]);
    }
    return reply.code(202).send({});
  });

  lineRoute(app, 'POST', '/v2/bot/message/markAsRead', 'markMessagesAsRead', (request) => {
    const { chat } = jsonBody<{ chat: { userId: string } }>(request);
    if (!isUserId(chat.userId))
      throw lineErrors.bodyErrors([{ message: 'invalid userId', property: 'chat.userId' }]);
    return {};
  });

  lineRoute(app, 'POST', '/v2/bot/chat/markAsRead', 'markMessagesAsReadByToken', () => ({}));

  lineRoute(app, 'POST', '/v2/bot/user/:userId/linkToken', 'issueLinkToken', (request) => {
    const userId = param(request, 'userId');
    if (!isUserId(userId) || !ctx.store.isFriend(channelOf(request).channelId, userId)) {
      throw lineErrors.invalidParameter('userId');
    }
    return { linkToken: randomBytes(24).toString('base64url') };
  });
}

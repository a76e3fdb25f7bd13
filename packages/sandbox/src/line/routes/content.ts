import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import { channelOf, lineRoute, param } from '../route.ts';
import type { Content } from '../state/types.ts';

/**
 * Content users sent (images, videos, audio, files), served on the api-data host paths.
 * https://developers.line.biz/en/reference/messaging-api/#get-content
 */
export function registerContentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const contentOf = (channelId: string, messageId: string): Content => {
    const entry = ctx.store.chatEntry(messageId);
    const content = ctx.store.state.contents[messageId];
    if (!entry || entry.channelId !== channelId || entry.from !== 'user' || !content)
      throw lineErrors.notFound();
    return content;
  };

  lineRoute(app, 'GET', '/v2/bot/message/:messageId/content', 'getMessageContent', (request, reply) => {
    const content = contentOf(channelOf(request).channelId, param(request, 'messageId'));
    if (content.fileName)
      reply.header('content-disposition', `attachment; filename="${encodeURIComponent(content.fileName)}"`);
    return reply.type(content.contentType).send(Buffer.from(content.data, 'base64'));
  });

  // Previews exist for images and videos; the sandbox serves the image itself (or the video's bytes).
  lineRoute(
    app,
    'GET',
    '/v2/bot/message/:messageId/content/preview',
    'getMessageContentPreview',
    (request, reply) => {
      const content = contentOf(channelOf(request).channelId, param(request, 'messageId'));
      if (!content.contentType.startsWith('image/') && !content.contentType.startsWith('video/'))
        throw lineErrors.notFound();
      return reply.type(content.contentType).send(Buffer.from(content.data, 'base64'));
    },
  );

  lineRoute(
    app,
    'GET',
    '/v2/bot/message/:messageId/content/transcoding',
    'getMessageContentTranscodingByMessageId',
    (request) => {
      contentOf(channelOf(request).channelId, param(request, 'messageId'));
      return { status: 'succeeded' };
    },
  );
}

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

  /** Videos and audio being prepared (LINE's transcoding), on the sandbox clock. */
  const preparationOf = (content: Content) => {
    if (!content.preparation) return 'succeeded';
    if (ctx.clock.now() < content.preparation.readyAt) return 'processing';
    return content.preparation.fails ? 'failed' : 'succeeded';
  };

  lineRoute(app, 'GET', '/v2/bot/message/:messageId/content', 'getMessageContent', (request, reply) => {
    const content = contentOf(channelOf(request).channelId, param(request, 'messageId'));
    // While LINE prepares a video or audio it answers 202 and no content (and never has any when it failed).
    if (preparationOf(content) !== 'succeeded') return reply.status(202).send({});
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
      const content = contentOf(channelOf(request).channelId, param(request, 'messageId'));
      if (!content.contentType.startsWith('video/') && !content.contentType.startsWith('audio/'))
        throw lineErrors.badRequest("Transcoding status doesn't support this type of content");
      return { status: preparationOf(content) };
    },
  );
}

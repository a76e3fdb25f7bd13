import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.ts';
import { lineErrors } from '../errors.ts';
import {
  checkNarrowcast,
  type NarrowcastRequest,
  PROGRESS_RETENTION_MS,
  progressOf,
  startNarrowcast,
} from '../narrowcast/jobs.ts';
import { channelOf, jsonBody, lineRoute, queryParam } from '../route.ts';

/** Narrowcast and its progress. https://developers.line.biz/en/reference/messaging-api/#send-narrowcast-message */
export function registerNarrowcastRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  lineRoute(app, 'POST', '/v2/bot/message/narrowcast', 'narrowcast', (request, reply) => {
    const channel = channelOf(request);
    const body = jsonBody<NarrowcastRequest>(request);
    checkNarrowcast(ctx, channel, body);
    startNarrowcast(ctx, channel, request.line.requestId, body);
    return reply.code(202).send({});
  });

  lineRoute(app, 'GET', '/v2/bot/message/progress/narrowcast', 'getNarrowcastProgress', (request) => {
    const job = ctx.store.state.narrowcasts[queryParam(request, 'requestId') ?? ''];
    if (
      !job ||
      job.channelId !== channelOf(request).channelId ||
      ctx.clock.now() - job.acceptedAt > PROGRESS_RETENTION_MS
    ) {
      throw lineErrors.notFound();
    }
    return progressOf(job);
  });
}

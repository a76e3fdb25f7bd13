import { WEBHOOK_BODY_MAX_BYTES } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { cachedAccounts, coalesced } from './intake-helpers.ts';
import { PROCESS_LINE_EVENTS } from './process-line-events.job.ts';
import { receiveLineWebhook } from './receive-line-webhook.ts';

/**
 * Under a flood, the workers are woken at most this often: a delivery arriving meanwhile is taken
 * by the job already queued or by the one queued after the pause, at most this much later.
 */
const WAKE_SPACING_MS = 50;

/** LINE's webhook: keeps the raw body (the signature covers its exact bytes). LINE caps bodies well below 2 MB. */
export const lineWebhookRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const account = cachedAccounts(deps);
  const wakeWorkers = coalesced(
    () => deps.queue.send(PROCESS_LINE_EVENTS, {}),
    (error) =>
      app.log.error(
        { err: error },
        'could not queue webhook processing; the minute sweep will take the events',
      ),
    WAKE_SPACING_MS,
  );
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post<{ Params: { accountId: string } }>(
    '/webhooks/line/:accountId',
    // The limit is the route's, so a refusal names it (core/http/error-handler.ts).
    { config: { permission: 'public' }, bodyLimit: WEBHOOK_BODY_MAX_BYTES },
    async (request, reply) => {
      const { accountId } = request.params;
      const signature = request.headers['x-line-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const found = z.uuid().safeParse(accountId).success ? await account(accountId) : undefined;
      const outcome = await receiveLineWebhook(
        deps.db,
        found,
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      if (outcome.invalid.length > 0)
        request.log.warn({ accountId, invalid: outcome.invalid }, 'LINE webhook events refused by schema');
      if (outcome.pending > 0) wakeWorkers();
      return reply.status(outcome.status).send(outcome.body);
    },
  );
};

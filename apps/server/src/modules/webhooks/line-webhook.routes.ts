import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../core/deps.ts';
import { receiveLineWebhook } from './receive-line-webhook.ts';

/** LINE's webhook: keeps the raw body (the signature covers its exact bytes). LINE caps bodies well below 2 MB. */
export const lineWebhookRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 2 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post<{ Params: { accountId: string } }>(
    '/webhooks/line/:accountId',
    { config: { permission: 'public' } },
    async (request, reply) => {
      const signature = request.headers['x-line-signature'];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await receiveLineWebhook(
        deps,
        request.params.accountId,
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      return reply.status(outcome.status).send(outcome.body);
    },
  );
};

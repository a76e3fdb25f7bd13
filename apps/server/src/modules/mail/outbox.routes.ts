import { outboxResponseSchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { listOutboxFor } from '../../core/mail/outbox.ts';

/**
 * The embedded mail transport's outbox (no SMTP_URL): a signed-in user reads the mails sent to
 * them, in any hub. Never per hub and never to the API key; the operator reads them in the log.
 */
export const outboxRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/profile/mail-outbox',
    {
      config: { permission: 'session', hub: 'none' },
      schema: { response: { 200: outboxResponseSchema } },
    },
    async (request) => {
      if (deps.mailer.kind !== 'outbox') throw new AppError('error.notFound');
      const rows = await listOutboxFor(deps.db, requireUser(request).user.email);
      return {
        items: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

import { outboxResponseSchema } from '@hubline/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { mailOutbox } from '../../core/mail/mail.schema.ts';
import { memberships } from '../hubs/hubs.schema.ts';
import { users } from '../users/users.schema.ts';

/** The embedded mail transport's outbox, for the administrator of a demo without SMTP. */
export const outboxRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/:hubId/mail/outbox',
    { config: { permission: 'superAdmin' }, schema: { response: { 200: outboxResponseSchema } } },
    async (request) => {
      if (deps.mailer.kind !== 'outbox') throw new AppError('error.notFound');
      // Only mail addressed to this hub's members: the outbox is shared by every hub of the instance.
      const rows = await deps.db
        .select({
          id: mailOutbox.id,
          to: mailOutbox.to,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .innerJoin(users, eq(users.email, mailOutbox.to))
        .innerJoin(
          memberships,
          and(eq(memberships.userId, users.id), eq(memberships.hubId, requireAccess(request).hub.id)),
        )
        .orderBy(desc(mailOutbox.createdAt))
        .limit(200);
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

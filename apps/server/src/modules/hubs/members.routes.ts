import { membersResponseSchema } from '@hubline/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { users } from '../users/users.schema.ts';
import { memberships } from './hubs.schema.ts';

/** The hub's active members, for pickers (supervisors, owners); any member may see colleagues' names. */
export const memberRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/:hubId/members',
    { config: { permission: 'session' }, schema: { response: { 200: membersResponseSchema } } },
    async (request) => ({
      items: await deps.db
        .select({ userId: users.id, name: users.name, email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(
          and(
            eq(memberships.hubId, requireAccess(request).hub.id),
            eq(memberships.active, true),
            eq(users.active, true),
          ),
        )
        .orderBy(asc(users.name)),
    }),
  );
};

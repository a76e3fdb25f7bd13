import { membersResponseSchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { activeMembers } from './hub-members.repository.ts';

/** The hub's active members, for pickers (supervisors, owners); any member may see colleagues' names. */
export const memberRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/:hubId/members',
    { config: { permission: 'session' }, schema: { response: { 200: membersResponseSchema } } },
    async (request) => ({ items: await activeMembers(deps.db, requireAccess(request).hub.id) }),
  );
};

import type { FastifyRequest } from 'fastify';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Actor } from './broadcast-settings.service.ts';

/** The broadcasts' permission flag: every route of this module declares it. */
export const BROADCASTS = { permission: 'permissionBroadcasts' } as const;

/** Who acts, in which hub and time zone, now. */
export function actorOf(request: FastifyRequest): Actor {
  const access = requireAccess(request);
  return {
    hubId: access.hub.id,
    timeZone: access.hub.timezone,
    userId: access.principal.kind === 'user' ? access.principal.user.id : null,
    now: new Date(),
  };
}

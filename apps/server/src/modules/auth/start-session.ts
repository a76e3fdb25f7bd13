import { SESSION_TTL_MS } from '@hubline/contract';
import type { FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { listUserHubs } from '../hubs/index.ts';
import type { UserRow } from '../users/index.ts';
import { updateUser } from '../users/index.ts';
import { createSession } from './sessions.repository.ts';

export interface StartedSession {
  token: string;
  hubId: string;
  remember: boolean;
  expiresAt: Date;
}

/** Opens a session in the user's first hub, or refuses users with no active hub (login.error.notAllowed). */
export async function startSession(
  db: Db,
  user: UserRow,
  remember: boolean,
  request: FastifyRequest,
): Promise<StartedSession> {
  if (!user.active) throw new AppError('login.error.notAllowed');
  const [hub] = await listUserHubs(db, user.id);
  if (!hub) throw new AppError('login.error.notAllowed');
  const token = newToken();
  const expiresAt = new Date(Date.now() + (remember ? SESSION_TTL_MS.remembered : SESSION_TTL_MS.browser));
  await createSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    hubId: hub.id,
    remember,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300),
    expiresAt,
  });
  await updateUser(db, user.id, { lastLoginAt: new Date() });
  return { token, hubId: hub.id, remember, expiresAt };
}

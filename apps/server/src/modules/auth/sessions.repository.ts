import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { hubs, memberships } from '../hubs/hubs.schema.ts';
import { users } from '../users/users.schema.ts';
import { sessions } from './auth.schema.ts';

export async function createSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: string;
    hubId: string;
    remember: boolean;
    ip: string;
    userAgent?: string;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row;
}

/**
 * One round trip for every authenticated request: the live session, its user, and the user's
 * membership in `hubId` (or, without one, in the session's selected hub). `member`/`hub` are null
 * when the user does not belong to that hub.
 */
export async function findSessionAccess(db: Db, tokenHash: string, hubId: string | null) {
  const targetHub = hubId ?? sql`${sessions.hubId}`;
  const [row] = await db
    .select({ session: sessions, user: users, member: memberships, hub: hubs })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(memberships, and(eq(memberships.userId, sessions.userId), eq(memberships.hubId, targetHub)))
    .leftJoin(hubs, eq(hubs.id, memberships.hubId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function selectSessionHub(db: Db, sessionId: string, hubId: string) {
  await db.update(sessions).set({ hubId }).where(eq(sessions.id, sessionId));
}

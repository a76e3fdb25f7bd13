import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { hubRecords, memberGrants } from '../hubs/index.ts';
import { sessionUsers, type UserRow } from '../users/index.ts';
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

export type SessionUser = Pick<UserRow, keyof typeof sessionUsers._.selectedFields>;

function sessionAccessQuery(db: Db, hub: 'selected' | 'placeholder') {
  const targetHub = hub === 'selected' ? sessions.hubId : sql.placeholder('hubId');
  return db
    .select({
      sessionId: sessions.id,
      user: sessionUsers._.selectedFields,
      member: {
        superAdmin: memberGrants.superAdmin,
        permissions: memberGrants.permissions,
        adminConsole: memberGrants.adminConsole,
        mobileApp: memberGrants.mobileApp,
        hasSeat: memberGrants.hasSeat,
        active: memberGrants.active,
      },
      hub: hubRecords._.selectedFields,
    })
    .from(sessions)
    .innerJoin(sessionUsers, eq(sessionUsers.id, sessions.userId))
    .leftJoin(memberGrants, and(eq(memberGrants.userId, sessions.userId), eq(memberGrants.hubId, targetHub)))
    .leftJoin(hubRecords, eq(hubRecords.id, memberGrants.hubId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare(`session_access_${hub}`);
}

// Every authenticated request runs this: prepared once per database handle, not rebuilt per call.
const prepared = new WeakMap<
  Db,
  { selected: ReturnType<typeof sessionAccessQuery>; placeholder: ReturnType<typeof sessionAccessQuery> }
>();

/**
 * One round trip for every authenticated request: the live session, its user, and the user's
 * membership in `hubId` (or, without one, in the session's selected hub). `member`/`hub` are null
 * when the user does not belong to that hub.
 */
export async function findSessionAccess(db: Db, tokenHash: string, hubId: string | null) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = {
      selected: sessionAccessQuery(db, 'selected'),
      placeholder: sessionAccessQuery(db, 'placeholder'),
    };
    prepared.set(db, queries);
  }
  const now = new Date();
  const [row] =
    hubId === null
      ? await queries.selected.execute({ tokenHash, now })
      : await queries.placeholder.execute({ tokenHash, now, hubId });
  return row;
}

export async function revokeSessionByToken(db: Db, tokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
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

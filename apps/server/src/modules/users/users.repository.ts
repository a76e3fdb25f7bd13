import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { setsAnything } from '../../core/db/patch.ts';
import { type UserRow, users } from './users.schema.ts';

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function getUser(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function updateUser(
  db: Db,
  userId: string,
  patch: Partial<Omit<UserRow, 'id' | 'createdAt' | 'email'>>,
) {
  if (setsAnything(patch)) await db.update(users).set(patch).where(eq(users.id, userId));
}

/**
 * Records `step` as the user's last accepted TOTP step unless one as recent is already there: the
 * conditional update settles two requests racing with the same code. True when this call spent it.
 */
export async function spendTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const [spent] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return Boolean(spent);
}

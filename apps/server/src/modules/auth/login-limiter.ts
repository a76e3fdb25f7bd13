import { SIGN_IN_LIMIT } from '@hubline/contract';
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { loginFailures } from './auth.schema.ts';

/**
 * Sign-in attempts are limited per account and per address, in the database so every server
 * process counts the same attempts. Unknown emails are counted like known ones: the limit says
 * nothing about whether an account exists.
 */
export function limiterKeys(email: string, ip: string) {
  return [`email:${email.toLowerCase()}`, `ip:${ip}`];
}

export async function assertNotLimited(db: Db, keys: string[], now = new Date()) {
  const since = new Date(now.getTime() - SIGN_IN_LIMIT.windowMs);
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  if (rows.some((row) => row.failures >= SIGN_IN_LIMIT.attempts)) {
    throw new AppError('login.error.rateLimited', { minutes: SIGN_IN_LIMIT.windowMs / 60_000 });
  }
}

export async function recordFailure(db: Db, keys: string[]) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
  // Old rows only matter inside the window; dropping them here keeps the table small.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - SIGN_IN_LIMIT.windowMs)));
}

export async function clearFailures(db: Db, emailKey: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, emailKey));
}

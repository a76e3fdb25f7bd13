import { SIGN_IN_LIMIT } from '@hubline/contract';
import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { loginFailures } from './auth.schema.ts';
import { signInRefused } from './sign-in-limit.ts';

/**
 * Sign-in attempts are limited per (account, address) pair and per address, in the database so
 * every server process counts the same attempts. Unknown emails are counted like known ones: the
 * limit says nothing about whether an account exists.
 */
export function limiterKeys(email: string, ip: string) {
  return { pair: `pair:${email.toLowerCase()}|${ip}`, address: `ip:${ip}` };
}
type Keys = ReturnType<typeof limiterKeys>;

export async function assertNotLimited(db: Db, keys: Keys, now = new Date()) {
  const since = new Date(now.getTime() - SIGN_IN_LIMIT.windowMs);
  const rows = await db
    .select({ key: loginFailures.key, failures: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [keys.pair, keys.address]), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  const failuresOf = (key: string) => rows.find((row) => row.key === key)?.failures ?? 0;
  if (signInRefused({ pair: failuresOf(keys.pair), address: failuresOf(keys.address) })) {
    throw new AppError('login.error.rateLimited', { minutes: SIGN_IN_LIMIT.windowMs / 60_000 });
  }
}

export async function recordFailure(db: Db, keys: Keys) {
  await db.insert(loginFailures).values([{ key: keys.pair }, { key: keys.address }]);
  // Old rows only matter inside the window; dropping them here keeps the table small.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - SIGN_IN_LIMIT.windowMs)));
}

/** A successful sign-in forgives the pair's failures; the address's stay counted. */
export async function clearFailures(db: Db, keys: Keys) {
  await db.delete(loginFailures).where(eq(loginFailures.key, keys.pair));
}

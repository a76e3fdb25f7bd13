import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../../core/auth/tokens.ts';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { getUser } from '../users/index.ts';
import { passwordTokens } from './auth.schema.ts';
import { assertNotLimited, clearFailures, limiterKeys, recordFailure } from './login-limiter.ts';
import { type StartedSession, startSession } from './start-session.ts';
import { useTotpCode } from './use-totp-code.ts';

export const SECOND_FACTOR_HOLD_MS = 10 * 60 * 1000;

/**
 * Google proves the email address, not the second factor: the sign-in of a user with two-factor
 * on is held here (its token hashed, in a cookie of the browser) until the code comes.
 */
export async function holdForSecondFactor(db: Db, userId: string): Promise<string> {
  const token = newToken();
  await db.insert(passwordTokens).values({
    kind: 'google',
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SECOND_FACTOR_HOLD_MS),
  });
  return token;
}

/** Finishes a held Google sign-in with the code; wrong codes count towards the sign-in limit. */
export async function finishWithSecondFactor(
  db: Db,
  held: string | undefined,
  code: string,
  request: FastifyRequest,
): Promise<StartedSession> {
  const live = and(
    eq(passwordTokens.kind, 'google'),
    eq(passwordTokens.tokenHash, hashToken(held ?? '')),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, new Date()),
  );
  const [row] = held ? await db.select().from(passwordTokens).where(live).limit(1) : [];
  const user = row && (await getUser(db, row.userId));
  if (!user) throw new AppError('login.error.google');
  const keys = limiterKeys(user.email, request.ip);
  await assertNotLimited(db, keys);
  if (!(await useTotpCode(db, user, user.totpSecret, code))) {
    await recordFailure(db, keys);
    throw new AppError('login.error.twoFactor');
  }
  const [spent] = await db.update(passwordTokens).set({ usedAt: new Date() }).where(live).returning();
  if (!spent) throw new AppError('login.error.google');
  const session = await startSession(db, user, false, request);
  await clearFailures(db, keys);
  return session;
}

import type { loginRequestSchema } from '@hubline/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { findUserByEmail, verifyPassword } from '../users/index.ts';
import { assertNotLimited, clearFailures, limiterKeys, recordFailure } from './login-limiter.ts';
import { type StartedSession, startSession } from './start-session.ts';
import { useTotpCode } from './use-totp-code.ts';

type LoginInput = z.infer<typeof loginRequestSchema>;

/**
 * Email + password, then the TOTP code when the user has two-factor on. Every failure counts
 * towards the limit; the code step is answered only after a correct password, so it reveals nothing.
 */
export async function login(
  db: Db,
  input: LoginInput,
  request: FastifyRequest,
): Promise<StartedSession | 'twoFactorRequired'> {
  const keys = limiterKeys(input.email, request.ip);
  await assertNotLimited(db, keys);
  const user = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk) {
    await recordFailure(db, keys);
    throw new AppError('login.error');
  }
  if (user.useTwoFactorAuth) {
    if (input.code === undefined) return 'twoFactorRequired';
    if (!(await useTotpCode(db, user, user.totpSecret, input.code))) {
      await recordFailure(db, keys);
      throw new AppError('login.error.twoFactor');
    }
  }
  const session = await startSession(db, user, input.remember, request);
  await clearFailures(db, keys);
  return session;
}

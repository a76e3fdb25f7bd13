import type { Db } from '../../core/db/client.ts';
import type { UserRow } from '../users/index.ts';
import { spendTotpStep } from '../users/index.ts';
import { totpStep } from './totp.ts';

/**
 * Checks a code against `secret` (the active one, or the pending one while enrolling) and spends
 * it: a code is accepted once, so one seen over a shoulder or in a log cannot be replayed.
 */
export async function useTotpCode(
  db: Db,
  user: Pick<UserRow, 'id' | 'totpLastStep'>,
  secret: string | null,
  code: string | undefined,
): Promise<boolean> {
  const step = await totpStep(secret, code, user.totpLastStep);
  if (step === undefined) return false;
  return spendTotpStep(db, user.id, step);
}

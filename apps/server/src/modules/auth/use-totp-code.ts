import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import type { UserRow } from '../users/users.schema.ts';
import { users } from '../users/users.schema.ts';
import { totpStep } from './totp.ts';

/**
 * Checks a code against `secret` (the active one, or the pending one while enrolling) and spends
 * it: a code is accepted once, so one seen over a shoulder or in a log cannot be replayed. The
 * conditional update settles two requests racing with the same code.
 */
export async function useTotpCode(
  db: Db,
  user: Pick<UserRow, 'id' | 'totpLastStep'>,
  secret: string | null,
  code: string | undefined,
): Promise<boolean> {
  const step = await totpStep(secret, code, user.totpLastStep);
  if (step === undefined) return false;
  const [spent] = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return Boolean(spent);
}

import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { newTotpSecret, otpauthUrl, useTotpCode } from '../auth/index.ts';
import { notify } from '../news/index.ts';
import type { UserRow } from '../users/index.ts';
import { updateUser } from '../users/index.ts';

/**
 * Enrolment step 1: a new secret, kept pending until the user proves their app has it. While
 * two-factor is on, only a code from the active secret lets a new one replace it: a stolen
 * session alone must not move the second factor to the thief's phone.
 */
export async function beginEnrolment(db: Db, user: UserRow, code: string | undefined) {
  if (user.useTwoFactorAuth && !(await useTotpCode(db, user, user.totpSecret, code)))
    throw new AppError('twoFactor.invalidCode');
  const secret = newTotpSecret();
  await updateUser(db, user.id, { totpPendingSecret: secret });
  return otpauthUrl(secret, user.email);
}

/** Turning on needs a valid code for the pending secret; turning off needs one for the active secret. */
export async function setTwoFactor(db: Db, user: UserRow, on: boolean, code: string) {
  if (on) {
    if (!user.totpPendingSecret) throw new AppError('twoFactor.notEnrolled');
    if (!(await useTotpCode(db, user, user.totpPendingSecret, code)))
      throw new AppError('twoFactor.invalidCode');
    await updateUser(db, user.id, {
      useTwoFactorAuth: true,
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
    });
    await notify(db, user.id, 'notification.twoFactorEnabled');
    return 'twoFactor.enabled';
  }
  if (user.useTwoFactorAuth && !(await useTotpCode(db, user, user.totpSecret, code)))
    throw new AppError('twoFactor.invalidCode');
  await updateUser(db, user.id, { useTwoFactorAuth: false, totpSecret: null, totpPendingSecret: null });
  await notify(db, user.id, 'notification.twoFactorDisabled');
  return 'twoFactor.disabled';
}

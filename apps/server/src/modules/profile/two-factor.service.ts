import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { newTotpSecret, otpauthUrl, totpValid } from '../auth/totp.ts';
import { notify } from '../news/notify.ts';
import { updateUser } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.schema.ts';

/** Enrolment step 1: a new secret, kept pending until the user proves their app has it. */
export async function beginEnrolment(db: Db, user: Pick<UserRow, 'id' | 'email'>) {
  const secret = newTotpSecret();
  await updateUser(db, user.id, { totpPendingSecret: secret });
  return otpauthUrl(secret, user.email);
}

/** Turning on needs a valid code for the pending secret; turning off needs one for the active secret. */
export async function setTwoFactor(db: Db, user: UserRow, on: boolean, code: string) {
  if (on) {
    if (!user.totpPendingSecret) throw new AppError('twoFactor.notEnrolled');
    if (!(await totpValid(user.totpPendingSecret, code))) throw new AppError('twoFactor.invalidCode');
    await updateUser(db, user.id, {
      useTwoFactorAuth: true,
      totpSecret: user.totpPendingSecret,
      totpPendingSecret: null,
    });
    await notify(db, user.id, 'notification.twoFactorEnabled');
    return 'twoFactor.enabled';
  }
  if (user.useTwoFactorAuth && !(await totpValid(user.totpSecret, code)))
    throw new AppError('twoFactor.invalidCode');
  await updateUser(db, user.id, { useTwoFactorAuth: false, totpSecret: null, totpPendingSecret: null });
  await notify(db, user.id, 'notification.twoFactorDisabled');
  return 'twoFactor.disabled';
}

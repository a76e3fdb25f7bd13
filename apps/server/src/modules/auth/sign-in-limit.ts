import { SIGN_IN_LIMIT } from '@hubline/contract';

/** Failed sign-ins inside the window: of this account from this address, and of this address. */
export interface RecentFailures {
  pair: number;
  address: number;
}

/**
 * Whether a sign-in is refused before its password is even checked. Failures count per
 * (account, address) pair: failures from elsewhere never lock the owner out, so a correct
 * password (and second factor) from an address that has not failed always gets through.
 */
export function signInRefused(failures: RecentFailures): boolean {
  return failures.pair >= SIGN_IN_LIMIT.attempts || failures.address >= SIGN_IN_LIMIT.addressAttempts;
}

import { isSameSitePath } from '@hubline/contract';

/** A `from` / return address is followed only when it is a path on this site (no open redirect). */
export function safeReturnPath(from: unknown): string | undefined {
  return isSameSitePath(from) ? from : undefined;
}

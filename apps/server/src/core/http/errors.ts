import { ERRORS, type ErrorCode } from '@hubline/contract';
import type { Params } from '../i18n/translate.ts';

/** A failure the user is told about: its code names the status and the translated text. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Params = {},
    /** Field name → message key, for forms. */
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.status = ERRORS[code];
  }
}

/** The value, or a 404 when the hub has no such thing (another hub's ids are "not found" too). */
export function orNotFound<T>(value: T | undefined | false): T {
  if (value === undefined || value === false) throw new AppError('error.notFound');
  return value;
}

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

import { newToken } from '../../core/auth/tokens.ts';

/** A hub's API key: a session-strength token, prefixed so it is recognised when pasted. */
export function newApiKey() {
  return `hl_${newToken()}`;
}

// The public face of auth (sessions, sign-in, second factors, password resets): any file of this
// module may query its own tables; other modules reach them only through the functions offered here.
export { findSessionAccess, type SessionUser, selectSessionHub } from './sessions.repository.ts';
export { newTotpSecret, otpauthUrl } from './totp.ts';
export { useTotpCode } from './use-totp-code.ts';

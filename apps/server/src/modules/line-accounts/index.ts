export { friendBlocked, friendFollowed, friendWrote } from './friend-events.ts';
export { fetchProfile } from './friend-profile.ts';
export { getAccountForWebhook, recordSignatureFailure } from './line-accounts.repository.ts';
export type { LineAccountRow } from './line-accounts.schema.ts';
export { lineAccountsLineEvents } from './line-events.ts';

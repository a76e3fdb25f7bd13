// The public face of line-accounts: any file of line-accounts may query its own tables (LINE
// accounts and their friends, line_users); other modules reach them only through the functions
// exported here.
export { createLineAccount } from './create-line-account.ts';
export { friendBlocked, friendFollowed, friendsWrote, friendWrote } from './friend-events.ts';
export { fetchProfile } from './friend-profile.ts';
export { linkFriendToContact, moveFriendsToContact, recordImportedFriend } from './friends.repository.ts';
export { IMPORT_FRIENDS, type ImportFriends } from './import-friends-request.ts';
export {
  getAccount,
  getAccountForWebhook,
  hubAccounts,
  recordSignatureFailure,
} from './line-accounts.repository.ts';
export type { LineAccountRow, LineUserRow } from './line-accounts.schema.ts';
export { lineAccountRecords, lineUserRecords } from './line-joins.ts';

import { findOrCreateFriendContact } from '../../crm/chat/friend-contact.ts';
import type { LineAccountRow } from '../../line-accounts/line-accounts.schema.ts';
import type { HandlerDeps } from './handle-line-event.ts';

/**
 * A friend's CRM contact (account option "auto-create contact"); "update first name" keeps the
 * first name in step with the LINE profile.
 */
export async function linkContact(
  deps: HandlerDeps,
  account: LineAccountRow,
  userId: string,
  displayName: string | undefined,
) {
  if (!account.options.autoCreateContact) return;
  const contact = await findOrCreateFriendContact(deps, account, userId, displayName);
  if (account.options.updateFirstName && displayName && contact.properties.firstname !== displayName) {
    await deps.crm.contacts.update(account.hubId, contact.id, { firstname: displayName });
  }
}

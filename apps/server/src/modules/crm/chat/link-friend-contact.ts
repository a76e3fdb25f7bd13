import type { Deps } from '../../../core/deps.ts';
import type { LineEvents } from '../../../core/line/line-events.ts';
import type { LineAccountRow } from '../../line-accounts/index.ts';
import { findOrCreateFriendContact } from './friend-contact.ts';

type ContactDeps = Pick<Deps, 'db' | 'crm'>;

/**
 * A new friend's CRM contact (account option "auto-create contact"); "update first name" keeps
 * the first name in step with the LINE profile. Idempotent: the contact is found by the friend's
 * LINE user id.
 */
export async function linkFriendContact(deps: ContactDeps, event: LineEvents<LineAccountRow>['follow']) {
  const { account, userId } = event;
  const { displayName } = event.profile;
  if (!account.options.autoCreateContact) return;
  const contact = await findOrCreateFriendContact(deps, account, userId, displayName);
  if (account.options.updateFirstName && displayName && contact.properties.firstname !== displayName) {
    await deps.crm.contacts.update(account.hubId, contact.id, { firstname: displayName });
  }
}

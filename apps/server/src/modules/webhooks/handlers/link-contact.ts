import { lineUserIdProperty } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import { type LineAccountRow, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import type { HandlerDeps } from './handle-line-event.ts';

/**
 * A friend's CRM contact (account option "auto-create contact"): the contact that already holds
 * this LINE user id in the account's `LINE User ID _n` property, else a new one named after the
 * LINE profile; "update first name" keeps the first name in step with the profile. Idempotent: a
 * retried event finds the contact it created.
 */
export async function linkContact(
  deps: HandlerDeps,
  account: LineAccountRow,
  userId: string,
  displayName: string | undefined,
) {
  if (!account.options.autoCreateContact) return;
  const property = lineUserIdProperty(account.seq);
  let contact = await deps.crm.findContactBy(account.hubId, property, userId);
  if (!contact) {
    contact = await deps.crm.createContact(account.hubId, {
      [property]: userId,
      firstname: displayName || null,
      lifecyclestage: 'subscriber',
    });
  } else if (account.options.updateFirstName && displayName && contact.properties.firstname !== displayName) {
    await deps.crm.updateContact(account.hubId, contact.id, { firstname: displayName });
  }
  await deps.db
    .update(lineUsers)
    .set({ contactId: contact.id })
    .where(and(eq(lineUsers.lineAccountId, account.id), eq(lineUsers.userId, userId)));
}

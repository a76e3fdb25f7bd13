import { lineUserIdProperty } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import { type LineAccountRow, lineAccounts, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import type { CrmPort } from '../crm.port.ts';

/**
 * The CRM contact of a LINE friend: the one holding the friend's user id in the account's
 * `LINE User ID _n` property, else a new one named after the LINE profile; the friend row keeps
 * the link. Idempotent: a retry finds the contact it created.
 */
export async function findOrCreateFriendContact(
  deps: { db: Db; crm: CrmPort },
  account: Pick<LineAccountRow, 'id' | 'hubId' | 'seq'>,
  userId: string,
  displayName: string | undefined,
) {
  const property = lineUserIdProperty(account.seq);
  const contact =
    (await deps.crm.contacts.findBy(account.hubId, property, userId)) ??
    (await deps.crm.contacts.create(account.hubId, {
      [property]: userId,
      firstname: displayName || null,
      lifecyclestage: 'subscriber',
    }));
  await deps.db
    .update(lineUsers)
    .set({ contactId: contact.id })
    .where(and(eq(lineUsers.lineAccountId, account.id), eq(lineUsers.userId, userId)));
  return contact;
}

/**
 * The contact behind a conversation (`vid`, a friend of one of the hub's LINE accounts): its id,
 * null when the friend has none yet and `create` is off; undefined when the hub has no such friend.
 */
export async function friendContactId(
  deps: { db: Db; crm: CrmPort },
  hubId: string,
  vid: string,
  create: boolean,
  /** When given, the friend must be of the LINE account with this property sequence. */
  seq?: number,
): Promise<string | null | undefined> {
  if (!isUuid(vid)) return undefined;
  const [found] = await deps.db
    .select({
      friend: lineUsers,
      account: { id: lineAccounts.id, hubId: lineAccounts.hubId, seq: lineAccounts.seq },
    })
    .from(lineUsers)
    .innerJoin(lineAccounts, eq(lineAccounts.id, lineUsers.lineAccountId))
    .where(
      and(
        eq(lineUsers.hubId, hubId),
        eq(lineUsers.id, vid),
        seq === undefined ? undefined : eq(lineAccounts.seq, seq),
      ),
    );
  if (!found) return undefined;
  if (found.friend.contactId) return found.friend.contactId;
  if (!create) return null;
  const contact = await findOrCreateFriendContact(
    deps,
    found.account,
    found.friend.userId,
    found.friend.displayName,
  );
  return contact.id;
}

import { type Contact, lineUserIdProperty } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import {
  type LineAccountRow,
  lineAccountRecords,
  lineUserRecords,
  linkFriendToContact,
} from '../../line-accounts/index.ts';
import type { CrmPort, Properties } from '../crm.port.ts';
import { placeholderEmail } from './placeholder-email.ts';

/**
 * The CRM contact of a LINE friend: the one holding the friend's user id in the account's
 * `LINE User ID _n` property, else a new one named after the LINE profile (with a placeholder
 * email when the account asks for one); the friend row keeps the link. Idempotent: a retry finds
 * the contact it created.
 */
export async function findOrCreateFriendContact(
  deps: { db: Db; crm: CrmPort },
  account: Pick<LineAccountRow, 'id' | 'hubId' | 'seq' | 'options'>,
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
      ...(account.options.dummyAddress ? { email: placeholderEmail(userId) } : {}),
    }));
  await linkFriendToContact(deps.db, account.id, userId, contact.id);
  return contact;
}

/** A conversation (`vid`, a friend of one of the hub's LINE accounts) with its account; undefined when not the hub's. */
export async function friendOf(deps: { db: Db }, hubId: string, vid: string, seq?: number) {
  if (!isUuid(vid)) return undefined;
  const [found] = await deps.db
    .select({ friend: lineUserRecords._.selectedFields, account: lineAccountRecords._.selectedFields })
    .from(lineUserRecords)
    .innerJoin(lineAccountRecords, eq(lineAccountRecords.id, lineUserRecords.lineAccountId))
    .where(
      and(
        eq(lineUserRecords.hubId, hubId),
        eq(lineUserRecords.id, vid),
        seq === undefined ? undefined : eq(lineAccountRecords.seq, seq),
      ),
    );
  return found;
}

/**
 * The contact behind a conversation: its id, null when the friend has none yet and `create` is
 * off; undefined when the hub has no such friend (or, given `seq`, not on that account).
 */
export async function friendContactId(
  deps: { db: Db; crm: CrmPort },
  hubId: string,
  vid: string,
  create: boolean,
  seq?: number,
): Promise<string | null | undefined> {
  const found = await friendOf(deps, hubId, vid, seq);
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

/**
 * The account's merge rule (core.md §3: email always, plus phone, mobile phone or a custom
 * property): when a friend's contact takes a value another contact already has, the friend's
 * contact is folded into that one, which keeps its history. Answers the contact the friend ends with.
 */
export async function mergeByAccountRule(
  deps: { crm: CrmPort },
  account: Pick<LineAccountRow, 'hubId' | 'mergeBy' | 'mergeProperty'>,
  contact: Contact,
  changed: Properties,
): Promise<Contact> {
  const rule = account.mergeBy === 'custom' ? account.mergeProperty : account.mergeBy;
  for (const key of new Set(['email', rule])) {
    const value = key ? changed[key] : undefined;
    if (!key || !value) continue;
    const existing = await deps.crm.contacts.findBy(account.hubId, key, value);
    if (existing && existing.id !== contact.id) {
      return (await deps.crm.contacts.merge(account.hubId, existing.id, contact.id)) ?? contact;
    }
  }
  return contact;
}

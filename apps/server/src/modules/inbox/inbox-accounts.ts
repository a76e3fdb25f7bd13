import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { lineAccountRecords } from '../line-accounts/index.ts';
import { unreadCount } from './inbox-list.ts';
import type { InboxReach } from './inbox-reach.ts';

/** The hub's LINE accounts, as the inbox's account picker lists them, with the unread within reach. */
export async function inboxAccounts(db: Db, hubId: string, reach: InboxReach) {
  const accounts = await db
    .select({
      id: lineAccountRecords.id,
      seq: lineAccountRecords.seq,
      name: lineAccountRecords.name,
      icon: lineAccountRecords.icon,
    })
    .from(lineAccountRecords)
    .where(eq(lineAccountRecords.hubId, hubId))
    .orderBy(asc(lineAccountRecords.seq));
  return Promise.all(
    accounts.map(async (account) => ({ ...account, unread: await unreadCount(db, account.id, reach) })),
  );
}

/** The hub's account with this property sequence; "no LINE account available" (core.md §8) when none. */
export async function inboxAccount(db: Db, hubId: string, seq: number) {
  const [account] = await db
    .select()
    .from(lineAccountRecords)
    .where(and(eq(lineAccountRecords.hubId, hubId), eq(lineAccountRecords.seq, seq)));
  if (!account) throw new AppError('chat.error.noLineAccount');
  return account;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import { lineAccounts } from '../line-accounts/line-accounts.schema.ts';
import { unreadCount } from './inbox-list.ts';
import type { InboxReach } from './inbox-reach.ts';

/** The hub's LINE accounts, as the inbox's account picker lists them, with the unread within reach. */
export async function inboxAccounts(db: Db, hubId: string, reach: InboxReach) {
  const accounts = await db
    .select({ id: lineAccounts.id, seq: lineAccounts.seq, name: lineAccounts.name, icon: lineAccounts.icon })
    .from(lineAccounts)
    .where(eq(lineAccounts.hubId, hubId))
    .orderBy(asc(lineAccounts.seq));
  return Promise.all(
    accounts.map(async (account) => ({ ...account, unread: await unreadCount(db, account.id, reach) })),
  );
}

/** The hub's account with this property sequence; "no LINE account available" (core.md §8) when none. */
export async function inboxAccount(db: Db, hubId: string, seq: number) {
  const [account] = await db
    .select()
    .from(lineAccounts)
    .where(and(eq(lineAccounts.hubId, hubId), eq(lineAccounts.seq, seq)));
  if (!account) throw new AppError('chat.error.noLineAccount');
  return account;
}

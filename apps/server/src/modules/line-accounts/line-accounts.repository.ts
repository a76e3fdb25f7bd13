import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { userDirectory } from '../users/index.ts';
import { type LineAccountRow, lineAccounts, lineUsers } from './line-accounts.schema.ts';

export async function countAccounts(db: Db, hubId: string) {
  const [row] = await db.select({ n: count() }).from(lineAccounts).where(eq(lineAccounts.hubId, hubId));
  return row?.n ?? 0;
}

export async function nextSeq(db: Db, hubId: string) {
  const [row] = await db
    .select({ seq: max(lineAccounts.seq) })
    .from(lineAccounts)
    .where(eq(lineAccounts.hubId, hubId));
  return (row?.seq ?? 0) + 1;
}

export async function insertAccount(db: Db, values: typeof lineAccounts.$inferInsert) {
  const [row] = await db.insert(lineAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

/** A hub's accounts in their order, as other modules read them (credentials sealed). */
export async function hubAccounts(db: Db, hubId: string): Promise<LineAccountRow[]> {
  return db.select().from(lineAccounts).where(eq(lineAccounts.hubId, hubId)).orderBy(lineAccounts.seq);
}

/** Accounts of a hub with friend counts and the name of whoever changed them last. */
export async function listAccounts(db: Db, hubId: string, id?: string) {
  const friends = db
    .select({
      accountId: lineUsers.lineAccountId,
      friends:
        sql<number>`count(*) filter (where ${lineUsers.followedAt} is not null and ${lineUsers.blockedAt} is null)`
          .mapWith(Number)
          .as('friends'),
      blocked: sql<number>`count(*) filter (where ${lineUsers.blockedAt} is not null)`
        .mapWith(Number)
        .as('blocked'),
    })
    .from(lineUsers)
    .where(eq(lineUsers.hubId, hubId))
    .groupBy(lineUsers.lineAccountId)
    .as('friend_counts');
  return db
    .select({
      account: lineAccounts,
      friends: friends.friends,
      blocked: friends.blocked,
      updatedByName: userDirectory.name,
    })
    .from(lineAccounts)
    .leftJoin(friends, eq(friends.accountId, lineAccounts.id))
    .leftJoin(userDirectory, eq(userDirectory.id, lineAccounts.updatedBy))
    .where(id ? and(eq(lineAccounts.hubId, hubId), eq(lineAccounts.id, id)) : eq(lineAccounts.hubId, hubId))
    .orderBy(lineAccounts.seq);
}

export async function getAccount(db: Db, hubId: string, id: string): Promise<LineAccountRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(lineAccounts)
    .where(and(eq(lineAccounts.hubId, hubId), eq(lineAccounts.id, id)))
    .limit(1);
  return row;
}

/** The webhook intake knows only the account id from the URL; the hub comes from the row. */
export async function getAccountForWebhook(db: Db, id: string) {
  const [row] = await db.select().from(lineAccounts).where(eq(lineAccounts.id, id)).limit(1);
  return row;
}

export async function updateAccount(db: Db, hubId: string, id: string, patch: Partial<LineAccountRow>) {
  await db
    .update(lineAccounts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(lineAccounts.hubId, hubId), eq(lineAccounts.id, id)));
}

export async function deleteAccount(db: Db, hubId: string, id: string) {
  await db.delete(lineAccounts).where(and(eq(lineAccounts.hubId, hubId), eq(lineAccounts.id, id)));
}

export async function recordSignatureFailure(db: Db, id: string) {
  await db
    .update(lineAccounts)
    .set({
      signatureFailures: sql`${lineAccounts.signatureFailures} + 1`,
      lastSignatureFailureAt: new Date(),
    })
    .where(eq(lineAccounts.id, id));
}

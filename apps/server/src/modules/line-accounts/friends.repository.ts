import type { FriendTag, LineFriend } from '@hubline/contract';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { friendsTaggedWith, tagsOfFriends } from '../tags/index.ts';
import { type LineAccountRow, type LineUserRow, lineUsers } from './line-accounts.schema.ts';

export interface FriendsQuery {
  q: string;
  status: 'all' | 'friends' | 'blocked';
  tagId?: string | undefined;
  page: number;
  limit: number;
}

/**
 * One page of an account's LINE users, newest activity first, with the total for the pager. A page
 * past the end (friends left since the address was kept) answers the last page, and its number.
 */
export async function listFriends(db: Db, hubId: string, accountId: string, query: FriendsQuery) {
  const conditions: SQL[] = [eq(lineUsers.hubId, hubId), eq(lineUsers.lineAccountId, accountId)];
  if (query.status === 'friends')
    conditions.push(isNull(lineUsers.blockedAt), isNotNull(lineUsers.followedAt));
  if (query.status === 'blocked') conditions.push(isNotNull(lineUsers.blockedAt));
  if (query.tagId) conditions.push(inArray(lineUsers.id, friendsTaggedWith(hubId, query.tagId)));
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const match = or(ilike(lineUsers.displayName, pattern), ilike(lineUsers.userId, pattern));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const pageOf = (page: number) =>
    db
      .select()
      .from(lineUsers)
      .where(where)
      .orderBy(
        desc(sql`coalesce(${lineUsers.lastMessageAt}, ${lineUsers.followedAt}, ${lineUsers.createdAt})`),
        lineUsers.id,
      )
      .limit(query.limit)
      .offset(page * query.limit);
  // The count and the asked page together: one round trip, and a second only past the end.
  const [asked, [counted]] = await Promise.all([
    pageOf(query.page),
    db.select({ n: count() }).from(lineUsers).where(where),
  ]);
  const total = counted?.n ?? 0;
  const page = Math.min(query.page, Math.max(0, Math.ceil(total / query.limit) - 1));
  const rows = page === query.page ? asked : await pageOf(page);
  const tags = await tagsOfFriends(
    db,
    hubId,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toFriend(row, tags.get(row.id) ?? [])), total, page, limit: query.limit };
}

function toFriend(row: typeof lineUsers.$inferSelect, tags: FriendTag[]): LineFriend {
  return {
    id: row.id,
    userId: row.userId,
    displayName: row.displayName,
    pictureUrl: row.pictureUrl,
    language: row.language,
    statusMessage: row.statusMessage,
    followedAt: row.followedAt?.toISOString() ?? null,
    blockedAt: row.blockedAt?.toISOString() ?? null,
    blocked: row.blockedAt !== null,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    tags,
  };
}

/** A follower found by the friends import: recorded, or updated and unblocked when already known. */
export async function recordImportedFriend(
  db: Db,
  account: Pick<LineAccountRow, 'id' | 'hubId'>,
  userId: string,
  profile: Partial<Pick<LineUserRow, 'displayName' | 'pictureUrl' | 'language' | 'statusMessage'>>,
): Promise<{ id: string } | undefined> {
  const [friend] = await db
    .insert(lineUsers)
    .values({ hubId: account.hubId, lineAccountId: account.id, userId, followedAt: new Date(), ...profile })
    .onConflictDoUpdate({
      target: [lineUsers.lineAccountId, lineUsers.userId],
      set: { ...profile, blockedAt: null },
    })
    .returning({ id: lineUsers.id });
  return friend;
}

/** Gives a contact's friends to another contact, as when two CRM contacts merge. */
export async function moveFriendsToContact(
  db: Db,
  hubId: string,
  fromContactId: string,
  toContactId: string,
) {
  await db
    .update(lineUsers)
    .set({ contactId: toContactId })
    .where(and(eq(lineUsers.hubId, hubId), eq(lineUsers.contactId, fromContactId)));
}

/** Links one friend of an account to its CRM contact. */
export async function linkFriendToContact(db: Db, accountId: string, userId: string, contactId: string) {
  await db
    .update(lineUsers)
    .set({ contactId })
    .where(and(eq(lineUsers.lineAccountId, accountId), eq(lineUsers.userId, userId)));
}

import type { FriendTag } from '@hubline/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { friendTags, tags } from './tags.schema.ts';

// Imports no other module: line-accounts asks for it while listing friends, and tags asks
// line-accounts for its accounts, so anything here that imported line-accounts would close a circle.

/** The tags each of these friends carries, by name, keyed by friend id. */
export async function tagsOfFriends(db: Db, hubId: string, friendIds: string[]) {
  const byFriend = new Map<string, FriendTag[]>();
  if (friendIds.length === 0) return byFriend;
  const rows = await db
    .select({ friendId: friendTags.lineUserId, id: tags.id, tag: tags.tag })
    .from(friendTags)
    .innerJoin(tags, eq(tags.id, friendTags.tagId))
    .where(and(eq(friendTags.hubId, hubId), inArray(friendTags.lineUserId, friendIds)))
    .orderBy(asc(sql`lower(${tags.tag})`), tags.id);
  for (const { friendId, id, tag } of rows)
    byFriend.set(friendId, [...(byFriend.get(friendId) ?? []), { id, tag }]);
  return byFriend;
}

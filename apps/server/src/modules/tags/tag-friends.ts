import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { AppError } from '../../core/http/errors.ts';
import { lineUserRecords } from '../line-accounts/index.ts';
import { tagsOfFriends } from './friend-tags.ts';
import { tagsByIds } from './tags.repository.ts';
import { friendTags } from './tags.schema.ts';

/** The hub's friends among `ids` with their accounts; any other id is "not found". */
async function hubFriends(db: Db, hubId: string, ids: string[]) {
  const wanted = [...new Set(ids)];
  if (!wanted.every(isUuid)) throw new AppError('error.notFound');
  const found = await db
    .select({ id: lineUserRecords.id, lineAccountId: lineUserRecords.lineAccountId })
    .from(lineUserRecords)
    .where(and(eq(lineUserRecords.hubId, hubId), inArray(lineUserRecords.id, wanted)));
  if (found.length !== wanted.length) throw new AppError('error.notFound');
  return found;
}

/** `GET /line/user-manage/{id}/tags`: the tags one friend of the hub carries. */
export async function tagsOfFriend(db: Db, hubId: string, friendId: string) {
  const [friend] = await hubFriends(db, hubId, [friendId]);
  if (!friend) throw new AppError('error.notFound');
  const items = (await tagsOfFriends(db, hubId, [friend.id])).get(friend.id) ?? [];
  return { items, lineAccountId: friend.lineAccountId };
}

/**
 * Gives friends the `add` tags and takes the `remove` ones from them. Friends and tags are all of
 * one LINE account (a tag belongs to its account's friends only); anything else changes nothing.
 */
export async function tagFriends(
  db: Db,
  hubId: string,
  change: { friendIds: string[]; add: string[]; remove: string[] },
) {
  const friends = await hubFriends(db, hubId, change.friendIds);
  const tagIds = [...new Set([...change.add, ...change.remove])];
  const found = await tagsByIds(db, hubId, tagIds);
  if (found.length !== tagIds.length) throw new AppError('error.notFound');
  const accounts = new Set([...friends, ...found].map((row) => row.lineAccountId));
  if (accounts.size > 1) throw new AppError('tags.error.otherAccount');

  const friendIds = friends.map((friend) => friend.id);
  const add = [...new Set(change.add)].filter((id) => !change.remove.includes(id));
  await db.transaction(async (tx) => {
    if (add.length > 0)
      await tx
        .insert(friendTags)
        .values(friendIds.flatMap((lineUserId) => add.map((tagId) => ({ tagId, lineUserId, hubId }))))
        .onConflictDoNothing();
    if (change.remove.length > 0)
      await tx
        .delete(friendTags)
        .where(
          and(
            eq(friendTags.hubId, hubId),
            inArray(friendTags.lineUserId, friendIds),
            inArray(friendTags.tagId, change.remove),
          ),
        );
  });
  return friendIds.length;
}

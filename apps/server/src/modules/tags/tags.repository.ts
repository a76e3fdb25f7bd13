import type { Tag, TagsQuery } from '@hubline/contract';
import { and, asc, count, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { AppError } from '../../core/http/errors.ts';
import { getAccount, hubAccounts } from '../line-accounts/index.ts';
import { friendTags, type TagRow, tags } from './tags.schema.ts';

const friendCount = sql<number>`(select count(*) from ${friendTags} where ${friendTags.tagId} = ${tags.id})`
  .mapWith(Number)
  .as('friends');

const toTag = (row: TagRow & { friends: number }): Tag => ({
  id: row.id,
  tag: row.tag,
  lineAccountId: row.lineAccountId,
  friends: row.friends,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One page of the hub's tags (or one account's), by name, with how many friends carry each. */
export async function listTags(db: Db, hubId: string, query: TagsQuery) {
  const conditions: SQL[] = [eq(tags.hubId, hubId)];
  if (query.lineAccountId !== undefined)
    conditions.push(isUuid(query.lineAccountId) ? eq(tags.lineAccountId, query.lineAccountId) : sql`false`);
  if (query.q) conditions.push(ilike(tags.tag, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  const where = and(...conditions);
  // One after the other: PGlite is one connection.
  const rows = await db
    .select({ ...tagColumns, friends: friendCount })
    .from(tags)
    .where(where)
    .orderBy(asc(sql`lower(${tags.tag})`), tags.id)
    .limit(query.limit)
    .offset(query.page * query.limit);
  const [counted] = await db.select({ n: count() }).from(tags).where(where);
  const accounts = (await hubAccounts(db, hubId)).map(({ id, name }) => ({ id, name }));
  return { items: rows.map(toTag), total: counted?.n ?? 0, page: query.page, limit: query.limit, accounts };
}

const tagColumns = {
  id: tags.id,
  hubId: tags.hubId,
  lineAccountId: tags.lineAccountId,
  tag: tags.tag,
  createdAt: tags.createdAt,
  updatedAt: tags.updatedAt,
  updatedBy: tags.updatedBy,
};

async function findTag(db: Db, hubId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...tagColumns, friends: friendCount })
    .from(tags)
    .where(and(eq(tags.hubId, hubId), eq(tags.id, id)));
  return row && toTag(row);
}

/** Another tag of the account already has this name, whatever its case. */
async function nameTaken(db: Db, accountId: string, tag: string, except?: string) {
  const [taken] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.lineAccountId, accountId),
        eq(sql`lower(${tags.tag})`, tag.toLowerCase()),
        except ? ne(tags.id, except) : undefined,
      ),
    )
    .limit(1);
  return Boolean(taken);
}

export async function createTag(
  db: Db,
  hubId: string,
  input: { tag: string; lineAccountId: string },
  by: string | null,
): Promise<Tag> {
  const account = await getAccount(db, hubId, input.lineAccountId);
  if (!account) throw new AppError('tags.error.noAccount');
  // The unique index settles a race the check below cannot see: nothing inserted is a duplicate too.
  const [row] = (await nameTaken(db, account.id, input.tag))
    ? []
    : await db
        .insert(tags)
        .values({ hubId, lineAccountId: account.id, tag: input.tag, updatedBy: by })
        .onConflictDoNothing()
        .returning();
  if (!row) throw new AppError('tags.error.duplicate', { tag: input.tag });
  return toTag({ ...row, friends: 0 });
}

export async function renameTag(db: Db, hubId: string, id: string, tag: string, by: string | null) {
  const current = await findTag(db, hubId, id);
  if (!current) return undefined;
  if (await nameTaken(db, current.lineAccountId, tag, id))
    throw new AppError('tags.error.duplicate', { tag });
  await db
    .update(tags)
    .set({ tag, updatedAt: new Date(), updatedBy: by })
    .where(and(eq(tags.hubId, hubId), eq(tags.id, id)));
  return findTag(db, hubId, id);
}

/** Deletes the hub's tags among `ids`; their friends lose them (the rows cascade). */
export async function deleteTags(db: Db, hubId: string, ids: string[]) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return 0;
  const deleted = await db
    .delete(tags)
    .where(and(eq(tags.hubId, hubId), inArray(tags.id, wanted)))
    .returning({ id: tags.id });
  return deleted.length;
}

/** The hub's tags among `ids`, with their accounts. */
export async function tagsByIds(db: Db, hubId: string, ids: string[]) {
  const wanted = ids.filter(isUuid);
  if (wanted.length === 0) return [];
  return db
    .select({ id: tags.id, lineAccountId: tags.lineAccountId })
    .from(tags)
    .where(and(eq(tags.hubId, hubId), inArray(tags.id, wanted)));
}

import { and, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { isUuid } from '../../core/db/ids.ts';
import { friendTags } from './tags.schema.ts';

const qb = new QueryBuilder();

/**
 * The friends carrying one tag of the hub, as a subquery for another module's one statement (the
 * friends list filtered by tag): `line_users.id in (…)`. An id that is no tag id matches nobody.
 */
export function friendsTaggedWith(hubId: string, tagId: string) {
  return qb
    .select({ id: friendTags.lineUserId })
    .from(friendTags)
    .where(and(eq(friendTags.hubId, hubId), isUuid(tagId) ? eq(friendTags.tagId, tagId) : sql`false`));
}

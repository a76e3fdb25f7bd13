import { LIBRARY_ALL_MAX } from '@hubline/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import type { ListedKind } from './library-kind.ts';

export interface LibraryFilter {
  /** A folder's items; undefined: every item, filed or not (the list without a folder). */
  folderId?: string;
  search?: string;
  /** Zero-based page of `limit` items; without it, every item (up to LIBRARY_ALL_MAX). */
  page?: { index: number; limit: number };
}

/** `%` and `_` typed into the search are matched as themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A kind's page of items: the hub's, in a folder or not, whose name holds the search, newest first. */
export function libraryList<Items extends PgTable>({ items }: ListedKind<Items>) {
  return async function listPage(db: Db, hubId: string, filter: LibraryFilter) {
    const search = filter.search?.trim();
    const where: SQL | undefined = and(
      eq(items.hubId, hubId),
      filter.folderId === undefined ? undefined : eq(items.folderId, filter.folderId),
      search ? ilike(items.name, likePattern(search)) : undefined,
    );
    const { index, limit } = filter.page ?? { index: 0, limit: LIBRARY_ALL_MAX };
    const rows = await db
      .select()
      .from(items.table as PgTable)
      .where(where)
      .orderBy(desc(items.createdAt), desc(items.id))
      .limit(limit)
      .offset(index * limit);
    const [total] = await db
      .select({ count: count() })
      .from(items.table as PgTable)
      .where(where);
    return { rows: rows as Items['$inferSelect'][], total: total?.count ?? 0 };
  };
}

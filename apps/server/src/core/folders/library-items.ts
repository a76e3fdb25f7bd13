import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import type { LibraryKind } from './library-kind.ts';

/**
 * The bulk changes every library offers on its selected items (core.md §4): move, enable and
 * disable are one `update` of the kind's own columns; delete many is one `delete`. `only` narrows
 * them to the rows a change may touch (the conditional update of ARCHITECTURE.md rule 6).
 */
export function libraryItems<Items extends PgTable>({ items }: LibraryKind<Items>) {
  /** The hub's items among `ids`; an id that is no UUID is simply not one of them. */
  const among = (hubId: string, ids: readonly string[]) =>
    and(eq(items.hubId, hubId), inArray(items.id, ids.filter(isUuid)));
  return {
    among,
    /** The same change on many; answers the rows changed. */
    async updateMany(
      db: Db,
      hubId: string,
      ids: readonly string[],
      values: PgUpdateSetSource<Items>,
      only?: SQL,
    ): Promise<Items['$inferSelect'][]> {
      return db
        .update(items.table)
        .set(values)
        .where(and(among(hubId, ids), only))
        .returning() as Promise<Items['$inferSelect'][]>;
    },
    /** Deletes the hub's items among `ids` (those `only` allows at that moment); answers the ids that went. */
    async deleteMany(db: Db, hubId: string, ids: readonly string[], only?: SQL): Promise<string[]> {
      const deleted = await db
        .delete(items.table)
        .where(and(among(hubId, ids), only))
        .returning({ id: items.id });
      return deleted.map((row) => String(row.id));
    },
  };
}

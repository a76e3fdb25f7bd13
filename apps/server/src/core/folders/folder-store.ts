import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import type { FolderWithCount, LibraryKind } from './library-kind.ts';

/** A kind's folders in a hub: listed with their counts, created, renamed, and deleted only when empty. */
export function folderStore({ folders, items }: LibraryKind) {
  const ours = (hubId: string, id: string) => and(eq(folders.hubId, hubId), eq(folders.id, id));
  return {
    /** The hub's folders, oldest first, with how many items each holds (whatever their status). */
    async withCounts(db: Db, hubId: string): Promise<FolderWithCount[]> {
      return db
        .select({ id: folders.id, name: folders.name, count: count(items.id) })
        .from(folders)
        .leftJoin(items.table, eq(items.folderId, folders.id))
        .where(eq(folders.hubId, hubId))
        .groupBy(folders.id, folders.name, folders.createdAt)
        .orderBy(folders.createdAt);
    },

    async find(db: Db, hubId: string, id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(folders).where(ours(hubId, id));
      return row;
    },

    async insert(db: Db, hubId: string, name: string) {
      const [row] = await db.insert(folders).values({ hubId, name }).returning();
      if (!row) throw new Error('folder insert returned nothing');
      return row;
    },

    async rename(db: Db, hubId: string, id: string, name: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db.update(folders).set({ name }).where(ours(hubId, id)).returning();
      return row;
    },

    /** Deletes an empty folder in one statement; answers false when it holds items (and keeps it). */
    async deleteEmpty(db: Db, hubId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(folders)
        .where(
          and(
            ours(hubId, id),
            sql`not exists (select 1 from ${items.table} where ${items.folderId} = ${folders.id})`,
          ),
        )
        .returning({ id: folders.id });
      return deleted.length > 0;
    },
  };
}

export type FolderStore = ReturnType<typeof folderStore>;

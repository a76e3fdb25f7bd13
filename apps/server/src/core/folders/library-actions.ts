import type { Language } from '@hubline/contract';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { translate } from '../i18n/translate.ts';
import { folderStore } from './folder-store.ts';
import { checkTarget, copyFolderOf, type FolderTarget } from './folder-target.ts';
import { libraryItems } from './library-items.ts';
import type { LibraryKind } from './library-kind.ts';

type Row<Items extends PgTable> = Items['$inferSelect'];
type Values<Items extends PgTable> = Items['$inferInsert'];

/** What a copy is made from: the original, the copy's name and folder, and the database to use. */
export interface CopyInput<Items extends PgTable> {
  db: Db;
  row: Row<Items>;
  name: string;
  folderId: string | null;
}

/** How a kind copies and forgets its items, beyond its own row. */
export interface LibraryHooks<Items extends PgTable> {
  /**
   * The copy's row (files copy their stored file here). Without it the copy is the original's
   * columns with a new id, name, folder and times.
   */
  copy?: (input: CopyInput<Items>) => Promise<Values<Items>> | Values<Items>;
  /** After deleted rows are gone for good (files remove their stored files). */
  removed?: (rows: Row<Items>[]) => Promise<void>;
}

function plainCopy<Items extends PgTable>({ row, name, folderId }: CopyInput<Items>): Values<Items> {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...rest } = row as Record<string, unknown>;
  return { ...rest, name, folderId } as Values<Items>;
}

/**
 * The bulk actions every library offers (messaging.md §4, §7) on the hub's items: delete many,
 * duplicate into a folder (or beside each original) and move (refused into the folder an item is
 * already in). Every id must be the hub's, or nothing is done (404).
 */
export function libraryActions<Items extends PgTable>(
  kind: LibraryKind<Items>,
  hooks: LibraryHooks<Items> = {},
) {
  const { items } = kind;
  const store = folderStore(kind);
  const { among } = libraryItems(kind);
  const table = items.table as PgTable;

  async function allOf(db: Db, hubId: string, ids: readonly string[]) {
    const rows = (await db.select().from(table).where(among(hubId, ids))) as Row<Items>[];
    if (rows.length === 0 || rows.length !== new Set(ids).size) throw new AppError('error.notFound');
    return rows;
  }
  const folderOf = (row: Row<Items>) => (row as { folderId: string | null }).folderId;

  return {
    async deleteMany(db: Db, hubId: string, ids: readonly string[]) {
      const rows = await db.transaction(async (tx) => {
        await allOf(tx, hubId, ids);
        return (await tx.delete(table).where(among(hubId, ids)).returning()) as Row<Items>[];
      });
      await hooks.removed?.(rows);
      return rows.length;
    },

    async duplicate(db: Db, hubId: string, lang: Language, ids: readonly string[], target: FolderTarget) {
      return db.transaction(async (tx) => {
        await checkTarget(store, tx, hubId, target);
        const copies: Row<Items>[] = [];
        for (const row of await allOf(tx, hubId, ids)) {
          const input: CopyInput<Items> = {
            db: tx,
            row,
            name: translate(lang, 'library.copyName', { name: (row as { name: string }).name }),
            folderId: copyFolderOf(target, folderOf(row)),
          };
          const values = hooks.copy ? await hooks.copy(input) : plainCopy(input);
          const [copy] = await tx.insert(items.table).values(values).returning();
          copies.push(copy as Row<Items>);
        }
        return copies;
      });
    },

    async move(db: Db, hubId: string, ids: readonly string[], target: string | null) {
      return db.transaction(async (tx) => {
        await checkTarget(store, tx, hubId, target);
        const rows = await allOf(tx, hubId, ids);
        // core.md §4: "move excludes the current folder".
        if (rows.some((row) => folderOf(row) === target)) throw new AppError('library.error.sameFolder');
        await tx
          .update(table)
          .set({ [folderKey(kind)]: target })
          .where(among(hubId, ids));
        return rows.length;
      });
    },
  };
}

/** The property name drizzle gives the kind's folder column (its key in the table's columns). */
function folderKey(kind: LibraryKind): string {
  const columns = getTableColumns(kind.items.table);
  const key = Object.keys(columns).find((name) => columns[name] === kind.items.folderId);
  if (!key) throw new Error('the folder column is not one of the table’s');
  return key;
}

export type LibraryActions = ReturnType<typeof libraryActions>;

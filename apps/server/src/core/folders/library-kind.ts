import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FolderTable } from './folder-table.ts';

/** What a kind hands the folder library: its folders' table and where its items keep hub and folder. */
export interface LibraryKind<Items extends PgTable = PgTable> {
  folders: FolderTable;
  items: { table: Items; id: PgColumn; hubId: PgColumn; folderId: PgColumn };
}

/**
 * A kind whose items are listed by the library kit (library.routes.ts): searched by their name,
 * newest first by their creation time.
 */
export interface ListedKind<Items extends PgTable = PgTable> extends LibraryKind<Items> {
  items: LibraryKind<Items>['items'] & { name: PgColumn; createdAt: PgColumn };
}

/** A folder as the lists show it: with how many items it holds. */
export interface FolderWithCount {
  id: string;
  name: string;
  count: number;
}

import type { FileType } from '@hubline/contract';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { folderTable } from '../../core/folders/folder-table.ts';
import { hubs } from '../hubs/hubs.schema.ts';

export const fileFolders = folderTable('file_folders', () => hubs.id);

/** A file of the hub's library (core.md §3 File): its bytes are in the files port under `key`. */
export const libraryFiles = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => fileFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** `library/uuid.ext`: the stored file, whose name is also its public address. */
    key: text('key').notNull(),
    type: text('type').$type<FileType>().notNull(),
    size: integer('size').notNull(),
    useWithAi: boolean('use_with_ai').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('files_hub_created_idx').on(table.hubId, table.createdAt),
    // A folder's view and count, and the check that a folder is empty before it is deleted.
    index('files_folder_idx').on(table.folderId),
  ],
);

export type LibraryFileRow = typeof libraryFiles.$inferSelect;

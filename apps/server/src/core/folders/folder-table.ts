import { type AnyPgColumn, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A kind's folders (core.md §5 folder-based libraries). Each kind keeps a table of its own, so its
 * items reference their folder with a real foreign key (`on delete set null`) and no kind column
 * or data move is needed; the shape is the same for all, so one store serves them all.
 */
export function folderTable<Name extends string>(name: Name, hubId: () => AnyPgColumn) {
  return pgTable(name, {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id').notNull().references(hubId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  });
}

export type FolderTable = ReturnType<typeof folderTable<string>>;

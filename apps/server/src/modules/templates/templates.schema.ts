import type { TemplateStatus } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { folderTable } from '../../core/folders/folder-table.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { users } from '../users/users.schema.ts';

export const templateFolders = folderTable('template_folders', () => hubs.id);

/**
 * A quick reply (messaging.md §3 Other): a body the inbox composer offers, by name, in the chats
 * of its owner accounts while enabled. The owners are an array of the hub's LINE account ids,
 * checked on every save, so a copy (duplicate) carries them with the row; an account removed
 * later simply stops matching.
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => templateFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status').$type<TemplateStatus>().notNull().default('enabled'),
    accountIds: uuid('account_ids').array().notNull().default(sql`'{}'::uuid[]`),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('templates_hub_folder_idx').on(table.hubId, table.folderId, table.updatedAt)],
);
export type TemplateRow = typeof templates.$inferSelect;

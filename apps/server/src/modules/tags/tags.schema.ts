import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hubs } from '../hubs/hubs.schema.ts';
import { lineAccounts, lineUsers } from '../line-accounts/line-accounts.schema.ts';
import { users } from '../users/users.schema.ts';

/** A tag of one LINE account (core.md §3 Tag: tag, owner account); no folders. */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // "VIP" and "vip" are one tag to the people choosing it from a list.
    uniqueIndex('tags_account_tag_key').on(table.lineAccountId, sql`lower(${table.tag})`),
    index('tags_hub_idx').on(table.hubId, table.lineAccountId),
  ],
);
export type TagRow = typeof tags.$inferSelect;

/** Which friend carries which tag; deleting a tag (or the friend) takes its rows with it. */
export const friendTags = pgTable(
  'friend_tags',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    lineUserId: uuid('line_user_id')
      .notNull()
      .references(() => lineUsers.id, { onDelete: 'cascade' }),
    hubId: text('hub_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tagId, table.lineUserId] }),
    index('friend_tags_friend_idx').on(table.lineUserId),
  ],
);

import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hubs } from '../hubs/hubs.schema.ts';
import { users } from '../users/users.schema.ts';

/** Product news for the updates drawer, one row per language. */
export const news = pgTable('news', {
  id: uuid('id').primaryKey().defaultRandom(),
  lang: text('lang').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  link: text('link'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const newsReads = pgTable(
  'news_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.newsId] })],
);

/** Top-of-page notices; `subscriptions` empty means every plan sees it. */
export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  level: text('level', { enum: ['info', 'warning', 'error'] }).notNull(),
  subscriptions: jsonb('subscriptions').$type<string[]>().notNull().default([]),
  textEn: text('text_en').notNull(),
  textJa: text('text_ja').notNull(),
  linkEn: text('link_en'),
  linkJa: text('link_ja'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
});

/** What the bell shows: events of the user's own account, stored as a message key and its parameters. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hubId: text('hub_id').references(() => hubs.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);

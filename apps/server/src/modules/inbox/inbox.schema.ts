import type { InboxStatus } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchTokens } from '../../core/db/text-search.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { lineAccounts, lineUsers } from '../line-accounts/line-accounts.schema.ts';
import { users } from '../users/users.schema.ts';

export type LastMessage = { direction: 'in' | 'out'; type: string; text: string };

/**
 * A conversation of one LINE account: with a friend (1:1) or in a group or room. Its id is the
 * `vid` of the routes; a 1:1 conversation takes its friend's id, so both name the same chat.
 */
export const inboxConversations = pgTable(
  'inbox_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id').notNull(),
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    chatType: text('chat_type', { enum: ['user', 'group', 'room'] }).notNull(),
    /** The LINE user, group or room id. */
    chatId: text('chat_id').notNull(),
    /** 1:1 chats: the friend (name, picture and blocked state live there). */
    lineUserId: uuid('line_user_id').references(() => lineUsers.id, { onDelete: 'cascade' }),
    /** Groups and rooms: the name and picture LINE gives them. */
    title: text('title'),
    pictureUrl: text('picture_url'),
    status: text('status').$type<InboxStatus>().notNull().default('inbox'),
    unread: integer('unread').notNull().default(0),
    stopAutoResponse: boolean('stop_auto_response').notNull().default(false),
    markAsSpam: boolean('mark_as_spam').notNull().default(false),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessage: jsonb('last_message').$type<LastMessage>(),
    /** The newest usable reply token LINE gave with a message event, and when it stops being usable. */
    replyToken: text('reply_token'),
    replyTokenExpiresAt: timestamp('reply_token_expires_at', { withTimezone: true }),
    /** Groups and rooms the account has left: kept for their history, no longer writable. */
    leftAt: timestamp('left_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inbox_conversations_account_chat_key').on(table.lineAccountId, table.chatId),
    // The list: one account's conversations, newest first, spam apart.
    index('inbox_conversations_list_idx').on(
      table.lineAccountId,
      table.markAsSpam,
      sql`${table.lastMessageAt} DESC NULLS LAST`,
      table.id,
    ),
    // The inbox's search by a group's or room's name, in any script.
    index('inbox_conversations_title_search_idx')
      .using('gin', searchTokens(table.title))
      .where(sql`${table.title} IS NOT NULL`),
    // The unread count beside the list.
    index('inbox_conversations_unread_idx')
      .on(table.lineAccountId)
      .where(sql`${table.unread} > 0 AND NOT ${table.markAsSpam}`),
  ],
);
export type ConversationRow = typeof inboxConversations.$inferSelect;

/** A hub's inbox settings (GET /inbox-settings); a hub without a row has the defaults. */
export const inboxSettings = pgTable('inbox_settings', {
  hubId: text('hub_id')
    .primaryKey()
    .references(() => hubs.id, { onDelete: 'cascade' }),
  addAllMessages: boolean('add_all_messages').notNull().default(false),
  autoAssign: boolean('auto_assign').notNull().default(true),
  notifyNewMessages: boolean('notify_new_messages').notNull().default(true),
  showSenderName: boolean('show_sender_name').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time tokens of chat links (`/chat/line/{hubId}?…&ott=`): stored hashed, used once, expiring. */
export const chatLinkTokens = pgTable('chat_link_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  hubId: text('hub_id')
    .notNull()
    .references(() => hubs.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  vid: uuid('vid').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

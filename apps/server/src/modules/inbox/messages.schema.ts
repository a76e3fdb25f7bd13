import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tsvector } from '../../core/db/text-search.ts';
import { lineAccounts } from '../line-accounts/line-accounts.schema.ts';
import { users } from '../users/users.schema.ts';

/** A message in a conversation with a LINE user, group or room: received (`in`) or sent (`out`). */
export const lineMessages = pgTable(
  'line_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id').notNull(),
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    chatType: text('chat_type', { enum: ['user', 'group', 'room'] }).notNull(),
    /** The user, group or room id: the conversation. */
    chatId: text('chat_id').notNull(),
    /** Who wrote it, in a group; the user again in a 1:1 chat; null for what the account sent. */
    senderId: text('sender_id'),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    lineMessageId: text('line_message_id'),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Stored media (image, video, audio, file), relative to the data dir's files folder. */
    contentPath: text('content_path'),
    /** What the account sent: by an agent in the inbox (chat), a broadcast, or a bot (auto). */
    source: text('source', { enum: ['chat', 'broadcast', 'auto'] }),
    /** An agent's message: who sent it, and whether it used the free reply token or a push. */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    via: text('via', { enum: ['reply', 'push'] }),
    unsentAt: timestamp('unsent_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** What an inbox search finds the message by: its text's tokens, kept by the database. */
    searchTokens: tsvector('search_tokens').generatedAlwaysAs(sql`search_tokens(payload->>'text')`),
  },
  (table) => [
    index('line_messages_search_idx').using('gin', table.searchTokens),
    uniqueIndex('line_messages_account_message_key').on(table.lineAccountId, table.lineMessageId),
    index('line_messages_chat_idx').on(table.lineAccountId, table.chatId, table.sentAt),
    // The free plan's monthly count of agents' messages.
    index('line_messages_hub_chat_sent_idx')
      .on(table.hubId, table.sentAt)
      .where(sql`${table.direction} = 'out' AND ${table.source} = 'chat'`),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lineAccounts } from '../line-accounts/line-accounts.schema.ts';

/**
 * Every webhook event, stored once: `webhookEventId` is unique per account, so redelivery and
 * duplicates (even two copies at the same moment) insert nothing the second time.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id').notNull(),
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    webhookEventId: text('webhook_event_id').notNull(),
    type: text('type').notNull(),
    /**
     * The chat the event happened in (the group's, the room's or the friend's LINE id; empty when
     * LINE named none): events of one chat are processed in order, different chats side by side.
     */
    chatId: text('chat_id').notNull().default(''),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** When LINE says the event happened (its `timestamp`), which orders events. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /**
     * A worker's claim: pending events whose lease is unset or past are free to take. It is also
     * how a failed attempt waits out its backoff before the next one.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_events_account_event_key').on(table.lineAccountId, table.webhookEventId),
    index('webhook_events_account_received_idx').on(table.lineAccountId, table.receivedAt),
    index('webhook_events_pending_idx').on(table.occurredAt).where(sql`${table.status} = 'pending'`),
    // A claim skips chats with an event in flight or waiting out a retry (webhook-events.repository.ts).
    index('webhook_events_pending_chat_idx')
      .on(table.lineAccountId, table.chatId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

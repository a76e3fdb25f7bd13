import type { BroadcastMessage, RecipientStatus } from '@hubline/contract';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { lineAccounts } from '../../line-accounts/line-accounts.schema.ts';
import { broadcasts } from '../broadcasts.schema.ts';

export const RUN_STATUSES = ['resolving', 'sending', 'sent', 'failure'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_MODES = ['multicast', 'push', 'narrowcast'] as const;
export type RunMode = (typeof RUN_MODES)[number];
export const BATCH_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/**
 * One sending of a broadcast (a recurring broadcast has one an occurrence). Its status moves
 * resolving → sending → sent | failure by conditional updates only (ARCHITECTURE.md rule 6).
 */
export const broadcastRuns = pgTable(
  'broadcast_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id').notNull(),
    broadcastId: uuid('broadcast_id')
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<RunStatus>().notNull().default('resolving'),
    mode: text('mode').$type<RunMode>(),
    totalRecipients: integer('total_recipients').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    batchCount: integer('batch_count').notNull().default(0),
    failureReason: text('failure_reason'),
    /** What LINE said of the failure, in its words (cut short); null when it said nothing. */
    failureDetail: text('failure_detail'),
    narrowcastRequestId: text('narrowcast_request_id'),
    /**
     * The broadcast's messages as the run sends them (recorded when it starts sending): a recurring
     * broadcast can be edited between its occurrences, and a friend's chat shows what this run delivered
     * (delivered-messages.ts). Null for runs from before it was recorded: their broadcast's.
     */
    messages: jsonb('messages').$type<BroadcastMessage[]>(),
    /** An A/B pair's two runs, started together, share version A's run id; that run splits the audience. */
    pairRunId: uuid('pair_run_id'),
    /** An automation run's contacts (the enrolled ones); null: the broadcast's lists. */
    contactIds: text('contact_ids').array(),
    /** The event that started an automation run (an enrolment); one run an event. */
    triggerKey: text('trigger_key'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('broadcast_runs_broadcast_idx').on(table.broadcastId, table.startedAt),
    index('broadcast_runs_open_idx').on(table.status),
    uniqueIndex('broadcast_runs_trigger_key').on(table.broadcastId, table.triggerKey),
  ],
);
export type BroadcastRunRow = typeof broadcastRuns.$inferSelect;

/**
 * One recipient of one run, resolved once in SQL. Its status is the record of what LINE took for
 * a push; a multicast recipient stays pending here and takes its batch's outcome
 * (recipient-outcomes.ts). Sent rows are also the send-frequency window's record.
 *
 * Kept lean for resolution's 100,000-row insert: no surrogate id, no index but the key, and no
 * foreign key to its run (its check cost a fifth of resolving, one lookup a row). Resolution
 * locks the run once instead, and a statement trigger on broadcast_runs deletes a deleted run's
 * recipients (migration 0019), as the cascade did.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    runId: uuid('run_id').notNull(),
    hubId: text('hub_id').notNull(),
    lineUserId: text('line_user_id').notNull(),
    contactId: text('contact_id'),
    listId: text('list_id'),
    status: text('status').$type<RecipientStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    batchNumber: integer('batch_number').notNull(),
    lineRequestId: text('line_request_id'),
    errorReason: text('error_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    // A friend once a run; a batch's recipients are a range of it (broadcastBatches).
    primaryKey({ columns: [table.runId, table.lineUserId] }),
  ],
);

/**
 * A batch of a run, sent as a unit of work claimed with a lease: a worker that dies mid-batch
 * loses its lease and another takes the batch again with the same retry key, so LINE answers 409
 * for what it already accepted instead of delivering twice.
 */
export const broadcastBatches = pgTable(
  'broadcast_batches',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => broadcastRuns.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status').$type<BatchStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** X-Line-Retry-Key: a deterministic UUID of the run and batch number. */
    retryKey: uuid('retry_key').notNull(),
    /**
     * The batch's recipients are the run's from this LINE user id to that one: resolution numbers
     * batches in LINE user id order, so a batch is read through the recipients' key.
     */
    firstUserId: text('first_user_id').notNull(),
    lastUserId: text('last_user_id').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** A batch that failed for a retryable reason waits until then. */
    notBefore: timestamp('not_before', { withTimezone: true }),
    lineRequestId: text('line_request_id'),
    error: text('error'),
    /**
     * A multicast's outcome is its batch's: LINE took (sentAt) or refused (recipientError, the
     * per-recipient reason) the batch's recipients together, so it is recorded here once instead
     * of on each recipient's row (recipient-outcomes.ts reads it through).
     */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipientError: text('recipient_error'),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.number] }),
    index('broadcast_batches_open_idx').on(table.runId, table.status),
  ],
);

/**
 * LINE's per-channel rate limit shared by every worker: a counter per channel, endpoint and
 * second, taken atomically (one row per channel and endpoint, reset when the second changes).
 */
export const lineRateCounters = pgTable(
  'line_rate_counters',
  {
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    second: bigint('second', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.lineAccountId, table.endpoint] })],
);

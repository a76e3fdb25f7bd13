import type { BroadcastMessage, BroadcastStatus, BroadcastType, DemographicFilter } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { folderTable } from '../../core/folders/folder-table.ts';
import { crmWorkflows } from '../crm/builtin/crm.schema.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { lineAccounts } from '../line-accounts/line-accounts.schema.ts';
import { users } from '../users/users.schema.ts';

export const broadcastFolders = folderTable('broadcast_folders', () => hubs.id);

/**
 * A broadcast as composed (messaging.md §3 Broadcast). Its state changes only by conditional
 * updates (`... WHERE status = 'scheduled'`), so a double click or two workers cannot start it twice.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => broadcastFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').$type<BroadcastType>().notNull().default('broadcast'),
    status: text('status').$type<BroadcastStatus>().notNull().default('draft'),
    /** What `restore-archive` goes back to. */
    statusBeforeArchive: text('status_before_archive').$type<BroadcastStatus>(),
    sender: jsonb('sender').$type<{ kind: 'account' } | { kind: 'user'; userId: string }>().notNull(),
    targetLists: text('target_lists').array().notNull().default(sql`'{}'::text[]`),
    excludeLists: text('exclude_lists').array().notNull().default(sql`'{}'::text[]`),
    messages: jsonb('messages').$type<BroadcastMessage[]>().notNull().default([]),
    nonTracking: boolean('non_tracking').notNull().default(false),
    narrowcast: boolean('narrowcast').notNull().default(false),
    lineAudiences: jsonb('line_audiences').$type<string[]>().notNull().default([]),
    demographic: jsonb('demographic').$type<DemographicFilter>(),
    /** When a scheduled broadcast goes (UTC); the console shows it in the hub's time zone. */
    broadcastDate: timestamp('broadcast_date', { withTimezone: true }),
    /** When it last moved to sending (a recurring one's latest occurrence): the date a sent one shows. */
    sendingStartedAt: timestamp('sending_started_at', { withTimezone: true }),
    recurrence: jsonb('recurrence').$type<{ frequency: 'daily' | 'weekly' | 'monthly' }>(),
    /** The next occurrence of a recurring broadcast, computed in the hub's time zone. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    /** An automation broadcast's workflow: enrolling a contact in it sends the broadcast to them. */
    workflowId: uuid('workflow_id').references(() => crmWorkflows.id, { onDelete: 'set null' }),
    /** A/B test: the pair shares an id; A and B are its two versions. */
    abPairId: uuid('ab_pair_id'),
    abVariant: text('ab_variant', { enum: ['A', 'B'] }),
    abSplitPercent: integer('ab_split_percent'),
    abWinnerRule: text('ab_winner_rule', { enum: ['opened', 'clicked'] }),
    testSentAt: timestamp('test_sent_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    /** What LINE said of the failure, in its words (cut short); null when it said nothing. */
    failureDetail: text('failure_detail'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('broadcasts_hub_status_idx').on(table.hubId, table.status, table.updatedAt),
    // The scheduler's sweep: what is due.
    index('broadcasts_due_idx').on(table.broadcastDate).where(sql`${table.status} = 'scheduled'`),
  ],
);
export type BroadcastRow = typeof broadcasts.$inferSelect;

/** A hub's broadcast settings (`/broadcasts-config`); a hub without a row has the defaults. */
export const broadcastsConfig = pgTable('broadcasts_config', {
  hubId: text('hub_id')
    .primaryKey()
    .references(() => hubs.id, { onDelete: 'cascade' }),
  autoArchive: boolean('auto_archive').notNull().default(false),
  autoArchiveDays: integer('auto_archive_days').notNull().default(90),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import type { LineAccountOptions } from '@hubline/contract';
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
import { users } from '../users/users.schema.ts';

/** A LINE official account's Messaging API channel connected to a hub (core.md §3 LINE channel). */
export const lineAccounts = pgTable(
  'line_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    /** Property sequence: which `LINE User ID _n` contact property holds this channel's user ids. */
    seq: integer('seq').notNull(),
    platform: text('platform', { enum: ['line', 'sandbox'] }).notNull(),
    channelId: text('channel_id').notNull(),
    channelSecret: text('channel_secret').notNull(),
    accessToken: text('access_token').notNull(),
    tokenKind: text('token_kind', { enum: ['long', 'short'] }).notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    botUserId: text('bot_user_id').notNull(),
    basicId: text('basic_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    plan: text('plan').notNull().default('free'),
    underContract: boolean('under_contract').notNull().default(false),
    mergeBy: text('merge_by', { enum: ['email', 'phone', 'mobilephone', 'custom'] })
      .notNull()
      .default('email'),
    mergeProperty: text('merge_property'),
    options: jsonb('options').$type<LineAccountOptions>().notNull(),
    sendFrequencyHours: integer('send_frequency_hours'),
    slackWebhookUrl: text('slack_webhook_url'),
    // The Mobile and Billing tabs' values, not offered until the users-and-billing issue makes them
    // act; the columns stay so no data is dropped.
    mobileContactAccess: text('mobile_contact_access', { enum: ['everything', 'team', 'owned'] })
      .notNull()
      .default('everything'),
    mobileSupervisors: jsonb('mobile_supervisors').$type<string[]>().notNull().default([]),
    billingSupervisors: jsonb('billing_supervisors').$type<string[]>().notNull().default([]),
    signatureFailures: integer('signature_failures').notNull().default(0),
    lastSignatureFailureAt: timestamp('last_signature_failure_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('line_accounts_hub_channel_key').on(table.hubId, table.channelId),
    uniqueIndex('line_accounts_hub_seq_key').on(table.hubId, table.seq),
  ],
);
export type LineAccountRow = typeof lineAccounts.$inferSelect;

/** A LINE user who is or was a friend of one account. */
export const lineUsers = pgTable(
  'line_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: text('hub_id').notNull(),
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    displayName: text('display_name').notNull().default(''),
    pictureUrl: text('picture_url'),
    language: text('language'),
    statusMessage: text('status_message'),
    followedAt: timestamp('followed_at', { withTimezone: true }),
    /** Set when the user blocks (unfollows) the account; "blocked" is derived from it. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The CRM contact this friend is (built-in contact id or HubSpot's), once matched or created. */
    contactId: text('contact_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('line_users_account_user_key').on(table.lineAccountId, table.userId),
    index('line_users_hub_idx').on(table.hubId, table.lineAccountId, table.lastMessageAt),
    // The inbox's search by name, in any script.
    index('line_users_name_search_idx').using('gin', searchTokens(table.displayName)),
  ],
);
export type LineUserRow = typeof lineUsers.$inferSelect;

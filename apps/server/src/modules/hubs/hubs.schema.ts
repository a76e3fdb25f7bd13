import type { Permissions } from '@hubline/contract';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.ts';

/** A customer account (core.md §3 Account). */
export const hubs = pgTable(
  'hubs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain'),
    subscription: text('subscription').notNull().default('trial'),
    trialExpiresAt: timestamp('trial_expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    apiKey: text('api_key').notNull(),
    timezone: text('timezone').notNull().default('Asia/Tokyo'),
    /** Hosts the broadcasts' short links go to without the "this link leads to" page (subdomains too). */
    trustedLinkDomains: jsonb('trusted_link_domains').$type<string[]>().notNull().default([]),
    useIpRestriction: boolean('use_ip_restriction').notNull().default(false),
    allowedIpAddresses: jsonb('allowed_ip_addresses').$type<string[]>().notNull().default([]),
    // Not offered until the users-and-billing issue gives support access a meaning; the column stays.
    allowEmployeeAccess: boolean('allow_employee_access').notNull().default(false),
    seatsQuota: integer('seats_quota').notNull().default(3),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('hubs_api_key_key').on(table.apiKey)],
);
export type HubRow = typeof hubs.$inferSelect;

/** A user's place in a hub, with that hub's permissions (core.md §6). */
export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    superAdmin: boolean('super_admin').notNull().default(false),
    permissions: jsonb('permissions').$type<Permissions>().notNull(),
    adminConsole: boolean('admin_console').notNull().default(true),
    mobileApp: boolean('mobile_app').notNull().default(false),
    hasSeat: boolean('has_seat').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hubId] })],
);
export type MembershipRow = typeof memberships.$inferSelect;

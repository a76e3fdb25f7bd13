import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hubs } from '../../hubs/hubs.schema.ts';

/**
 * A hub that uses HubSpot instead of the built-in CRM (no row: the built-in one). The token is
 * sealed at rest like LINE credentials; `platform` says whether it talks to HubSpot or the sandbox.
 */
export const crmConnections = pgTable('crm_connections', {
  hubId: text('hub_id')
    .primaryKey()
    .references(() => hubs.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['hubspot'] }).notNull(),
  platform: text('platform', { enum: ['hubspot', 'sandbox'] }).notNull(),
  accessToken: text('access_token').notNull(),
  portalId: text('portal_id').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  connectedBy: text('connected_by'),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastSyncError: text('last_sync_error'),
});
export type CrmConnectionRow = typeof crmConnections.$inferSelect;

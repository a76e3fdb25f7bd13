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
  /** 'private_app': a pasted token that does not expire; 'oauth': refreshed before `tokenExpiresAt`. */
  authKind: text('auth_kind', { enum: ['private_app', 'oauth'] })
    .notNull()
    .default('private_app'),
  accessToken: text('access_token').notNull(),
  /** OAuth only, sealed like the access token. */
  refreshToken: text('refresh_token'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  portalId: text('portal_id').notNull(),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  connectedBy: text('connected_by'),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  /** Why the last sync failed: a server message code (shown translated) and HubSpot's own words. */
  lastSyncErrorCode: text('last_sync_error_code'),
  lastSyncError: text('last_sync_error'),
});
export type CrmConnectionRow = typeof crmConnections.$inferSelect;

/**
 * OAuth installs under way: the nonce inside a `state` handed out by "Connect with HubSpot", used
 * up by the callback, so a state works once and only until it expires.
 */
export const crmOAuthStates = pgTable('crm_oauth_states', {
  nonce: text('nonce').primaryKey(),
  hubId: text('hub_id')
    .notNull()
    .references(() => hubs.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { hubs } from '../hubs/hubs.schema.ts';
import { users } from '../users/users.schema.ts';

/** Opaque session tokens; only their SHA-256 is stored, so a database leak yields no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** Failed sign-ins, keyed `pair:{email}|{ip}` and `ip:…`, counted over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_at_idx').on(table.key, table.at)],
);

/**
 * Single-use secrets of the sign-in flows: `mail` tokens travel in the reset mail, `password`
 * sessions are handed out by verify-token and consumed by the reset, `google` ones hold a Google
 * sign-in until its two-factor code comes.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['mail', 'password', 'google'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_tokens_hash_key').on(table.tokenHash)],
);

/** OpenID Connect round trips in flight (state, nonce, PKCE verifier), kept in the database so any instance can finish them. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

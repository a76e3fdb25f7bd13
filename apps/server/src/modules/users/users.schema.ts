import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id; null for users who only sign in with Google. */
    passwordHash: text('password_hash'),
    lang: text('lang').notNull().default('en'),
    avatar: text('avatar'),
    notification: boolean('notification').notNull().default(true),
    useTwoFactorAuth: boolean('use_two_factor_auth').notNull().default(false),
    totpSecret: text('totp_secret'),
    /** Secret shown as a QR code until the user confirms it with a valid code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The 30 s time step of the last accepted code: a code is accepted once, and never an older one. */
    totpLastStep: integer('totp_last_step'),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);
export type UserRow = typeof users.$inferSelect;

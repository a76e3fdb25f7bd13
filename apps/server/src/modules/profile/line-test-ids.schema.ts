import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { hubs } from '../hubs/hubs.schema.ts';
import { lineAccounts } from '../line-accounts/line-accounts.schema.ts';
import { users } from '../users/users.schema.ts';

/**
 * A console user's own LINE user id on a LINE account, where a broadcast's test send "to a user"
 * goes. Per account, as LINE gives one person a different user id under each provider.
 */
export const userLineTestIds = pgTable(
  'user_line_test_ids',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hubId: text('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    lineAccountId: uuid('line_account_id')
      .notNull()
      .references(() => lineAccounts.id, { onDelete: 'cascade' }),
    lineUserId: text('line_user_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lineAccountId] })],
);

import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { broadcasts } from '../broadcasts.schema.ts';

/**
 * What LINE's insight API last said of a broadcast: users who opened it and users who opened a
 * link of it, null where LINE gives no figure (below its privacy threshold of 20 users). Fetched
 * on a schedule (fetch-insights.job.ts), never per page view: LINE allows 60 calls an hour.
 */
export const broadcastInsights = pgTable('broadcast_insights', {
  broadcastId: uuid('broadcast_id')
    .primaryKey()
    .references(() => broadcasts.id, { onDelete: 'cascade' }),
  hubId: text('hub_id').notNull(),
  opened: integer('opened'),
  clicked: integer('clicked'),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});

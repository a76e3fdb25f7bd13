import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { broadcastRuns } from '../delivery/delivery.schema.ts';

/**
 * A short redirect link (PUBLIC_URL/r/{code}) that stands for one original URL of one broadcast
 * run — and, for a personalised (push) run, of one recipient, so a click names who clicked. The
 * code is derived from those, so a retried batch sends the same bytes. Opening it counts a click.
 */
export const broadcastLinks = pgTable(
  'broadcast_links',
  {
    code: text('code').primaryKey(),
    hubId: text('hub_id').notNull(),
    runId: uuid('run_id')
      .notNull()
      .references(() => broadcastRuns.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The recipient of a personalised send; '' for a link that every recipient of the run shares. */
    lineUserId: text('line_user_id').notNull().default(''),
    clicks: integer('clicks').notNull().default(0),
    firstClickedAt: timestamp('first_clicked_at', { withTimezone: true }),
    lastClickedAt: timestamp('last_clicked_at', { withTimezone: true }),
  },
  (table) => [index('broadcast_links_run_idx').on(table.runId, table.lineUserId)],
);

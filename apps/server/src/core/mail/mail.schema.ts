import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The embedded mail transport: mails land here; each user reads their own in the console, the operator all of them in the log. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

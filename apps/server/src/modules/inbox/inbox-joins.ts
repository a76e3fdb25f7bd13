import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { inboxConversations } from './inbox.schema.ts';

// For set-based statements that must stay one statement (a broadcast's recipient resolution),
// other modules join these instead of the table: Postgres flattens a plain subquery into the join
// it stands for, so the plan is the one the table join had.
const qb = new QueryBuilder();

/** The friends (line_users ids) whose conversation is marked spam. */
export const spamConversations = qb
  .select({ lineUserId: inboxConversations.lineUserId })
  .from(inboxConversations)
  .where(eq(inboxConversations.markAsSpam, true))
  .as('spam_conversations');

import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { monthStartIn } from '../../../core/db/month-start.ts';
import { chatMessagesThisMonth } from '../../inbox/index.ts';
import { broadcastRuns } from './delivery.schema.ts';

/**
 * Messages an account sent this month on the hub's clock, as its plan counts them: each
 * recipient a broadcast run reached, and each message agents sent from the inbox.
 */
export async function monthlyUsage(
  db: Db,
  account: { id: string; hubId: string },
  timezone: string,
): Promise<number> {
  const [runs] = await db
    .select({ value: sql<number>`coalesce(sum(${broadcastRuns.sentCount}), 0)`.mapWith(Number) })
    .from(broadcastRuns)
    .where(
      and(eq(broadcastRuns.lineAccountId, account.id), gte(broadcastRuns.startedAt, monthStartIn(timezone))),
    );
  const chat = await chatMessagesThisMonth(db, { hubId: account.hubId, lineAccountId: account.id }, timezone);
  return (runs?.value ?? 0) + chat;
}

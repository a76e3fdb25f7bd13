import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { monthStartIn } from '../../../core/db/month-start.ts';
import { lineMessages } from '../../conversations/messages.schema.ts';
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
  const since = monthStartIn(timezone);
  const [[runs], [chat]] = await Promise.all([
    db
      .select({ value: sql<number>`coalesce(sum(${broadcastRuns.sentCount}), 0)`.mapWith(Number) })
      .from(broadcastRuns)
      .where(and(eq(broadcastRuns.lineAccountId, account.id), gte(broadcastRuns.startedAt, since))),
    // hub_id, direction and source match the partial index kept for the free plan's count.
    db
      .select({ value: count() })
      .from(lineMessages)
      .where(
        and(
          eq(lineMessages.hubId, account.hubId),
          eq(lineMessages.lineAccountId, account.id),
          eq(lineMessages.direction, 'out'),
          eq(lineMessages.source, 'chat'),
          gte(lineMessages.sentAt, since),
        ),
      ),
  ]);
  return (runs?.value ?? 0) + (chat?.value ?? 0);
}

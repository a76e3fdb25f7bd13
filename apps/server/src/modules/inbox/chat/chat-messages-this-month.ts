import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { monthStartIn } from '../../../core/db/month-start.ts';
import { lineMessages } from '../messages.schema.ts';

/**
 * Messages agents sent from the inbox this month on the hub's clock, of the hub or of one of its
 * accounts: what the free plan's chat allowance and a plan's included sends count (a broadcast's
 * copy in the chat is counted with its run, not here). hub_id, direction and source match the
 * partial index kept for this count.
 */
export async function chatMessagesThisMonth(
  db: Db,
  where: { hubId: string; lineAccountId?: string },
  timezone: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(lineMessages)
    .where(
      and(
        eq(lineMessages.hubId, where.hubId),
        where.lineAccountId === undefined ? undefined : eq(lineMessages.lineAccountId, where.lineAccountId),
        eq(lineMessages.direction, 'out'),
        eq(lineMessages.source, 'chat'),
        gte(lineMessages.sentAt, monthStartIn(timezone)),
      ),
    );
  return row?.value ?? 0;
}

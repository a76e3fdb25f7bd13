import type { WebhookHealth } from '@hubline/contract';
import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';
import { webhookEvents } from './webhooks.schema.ts';

const HOUR = 3_600_000;

/** What the account page shows about its webhook: traffic, refusals, and failures with their reasons. */
export async function webhookHealth(
  db: Db,
  account: LineAccountRow,
  now = new Date(),
): Promise<WebhookHealth> {
  const ofAccount = eq(webhookEvents.lineAccountId, account.id);
  const dayAgo = new Date(now.getTime() - 24 * HOUR);
  const hour = sql<string>`to_char(date_trunc('hour', ${webhookEvents.receivedAt} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24":00:00Z"')`;
  const [[totals], perHour, failed] = await Promise.all([
    db
      .select({
        lastEventAt: max(webhookEvents.receivedAt),
        lastHour:
          sql<number>`count(*) filter (where ${webhookEvents.receivedAt} > ${new Date(now.getTime() - HOUR)})`.mapWith(
            Number,
          ),
        pending: sql<number>`count(*) filter (where ${webhookEvents.status} = 'pending')`.mapWith(Number),
      })
      .from(webhookEvents)
      .where(ofAccount),
    db
      .select({ hour, count: count() })
      .from(webhookEvents)
      .where(and(ofAccount, gt(webhookEvents.receivedAt, dayAgo)))
      .groupBy(hour)
      .orderBy(hour),
    db
      .select()
      .from(webhookEvents)
      .where(and(ofAccount, eq(webhookEvents.status, 'failed')))
      .orderBy(desc(webhookEvents.receivedAt))
      .limit(20),
  ]);
  return {
    lastEventAt: totals?.lastEventAt ? new Date(totals.lastEventAt).toISOString() : null,
    eventsLastHour: totals?.lastHour ?? 0,
    eventsLast24h: perHour,
    signatureFailures: account.signatureFailures,
    lastSignatureFailureAt: account.lastSignatureFailureAt?.toISOString() ?? null,
    pending: totals?.pending ?? 0,
    failed: failed.map((event) => ({
      id: event.id,
      type: event.type,
      error: event.error ?? '',
      at: event.receivedAt.toISOString(),
    })),
  };
}

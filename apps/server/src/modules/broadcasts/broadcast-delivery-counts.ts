import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.ts';
import { type DeliveryCounts, NO_DELIVERY } from './broadcast-view.ts';
import { broadcastRuns } from './delivery/delivery.schema.ts';
import { engagementOf } from './insight/engagement.ts';

/** A period of runs, ISO date-times, either end open. */
export interface Period {
  from?: string;
  to?: string;
}

/**
 * What the delivery engine counted of each broadcast over all its runs, in one query for a page:
 * runs, recipients, sent and failed. LINE tells no per-user delivery, so delivered is what LINE
 * accepted; opens and clicks come from insight/engagement.ts. `period` keeps the runs started in
 * it (a recurring or automation broadcast has many); opens and clicks stay the broadcast's whole
 * life, as LINE counts them per broadcast, not per day.
 */
export async function deliveryCounts(
  db: Db,
  broadcastIds: string[],
  period: Period = {},
): Promise<Map<string, DeliveryCounts>> {
  if (broadcastIds.length === 0) return new Map();
  const total = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
  const [rows, engagement] = await Promise.all([
    db
      .select({
        broadcastId: broadcastRuns.broadcastId,
        runs: count(),
        recipients: total(broadcastRuns.totalRecipients),
        sent: total(broadcastRuns.sentCount),
        errors: total(broadcastRuns.failedCount),
      })
      .from(broadcastRuns)
      .where(
        and(
          inArray(broadcastRuns.broadcastId, broadcastIds),
          period.from ? gte(broadcastRuns.startedAt, new Date(period.from)) : undefined,
          period.to ? lt(broadcastRuns.startedAt, new Date(period.to)) : undefined,
        ),
      )
      .groupBy(broadcastRuns.broadcastId),
    engagementOf(db, broadcastIds),
  ]);
  return new Map(
    rows.map((row) => [
      row.broadcastId,
      {
        runs: row.runs,
        stats: {
          ...NO_DELIVERY.stats,
          recipients: row.recipients,
          sent: row.sent,
          delivered: row.sent,
          errors: row.errors,
          ...engagement.get(row.broadcastId),
        },
      },
    ]),
  );
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { lineRateCounters } from './delivery.schema.ts';

/** LINE's per-channel limits (LINE-FACTS: multicast 200 requests/s, push 2,000 requests/s). */
export const LINE_RATE_LIMITS = { multicast: 200, push: 2_000 } as const;
export type RateEndpoint = keyof typeof LINE_RATE_LIMITS;

/**
 * Takes `n` requests of this second's allowance for a channel's endpoint, waiting for the next
 * second when it is spent. One counter row per channel and endpoint, changed by one atomic upsert,
 * so every worker of every process shares the limit through the database.
 */
export async function takeRate(db: Db, lineAccountId: string, endpoint: RateEndpoint, n = 1) {
  const limit = LINE_RATE_LIMITS[endpoint];
  for (;;) {
    const result = (await db.execute(sql`
      insert into ${lineRateCounters} (line_account_id, endpoint, second, count)
      values (${lineAccountId}, ${endpoint}, floor(extract(epoch from clock_timestamp())), ${n})
      on conflict (line_account_id, endpoint) do update set
        second = excluded.second,
        count = case when ${lineRateCounters.second} = excluded.second then ${lineRateCounters.count} + ${n} else ${n} end
      where ${lineRateCounters.second} <> excluded.second or ${lineRateCounters.count} + ${n} <= ${limit}
      returning count`)) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) return;
    const now = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1000 - (now % 1000) + 5));
  }
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { lineRateCounters } from './delivery.schema.ts';

/** LINE's narrowcast limit per channel (LINE-FACTS §1): 60 requests an hour. */
export const NARROWCAST_PER_HOUR = 60;
const HOUR_SECONDS = 3600;

/**
 * Takes one narrowcast of this hour's allowance for a channel, through the same shared counters
 * as the per-second limits (its `second` column holds the hour's first second). Answers 0 when
 * taken, or how many seconds remain until the next hour: the caller waits in the queue, not here.
 */
export async function takeNarrowcastRate(db: Db, lineAccountId: string): Promise<number> {
  const hour = sql`floor(extract(epoch from clock_timestamp()) / ${HOUR_SECONDS}) * ${HOUR_SECONDS}`;
  const result = (await db.execute(sql`
    insert into ${lineRateCounters} (line_account_id, endpoint, second, count)
    values (${lineAccountId}, 'narrowcast', ${hour}, 1)
    on conflict (line_account_id, endpoint) do update set
      second = excluded.second,
      count = case when ${lineRateCounters.second} = excluded.second then ${lineRateCounters.count} + 1 else 1 end
    where ${lineRateCounters.second} <> excluded.second or ${lineRateCounters.count} + 1 <= ${NARROWCAST_PER_HOUR}
    returning count`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) return 0;
  return HOUR_SECONDS - (Math.floor(Date.now() / 1000) % HOUR_SECONDS) + 1;
}

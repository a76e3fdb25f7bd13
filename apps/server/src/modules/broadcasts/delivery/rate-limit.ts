import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { lineRateCounters } from './delivery.schema.ts';

/** LINE's per-channel limits (LINE-FACTS: multicast 200 requests/s, push 2,000 requests/s). */
export const LINE_RATE_LIMITS = { multicast: 200, push: 2_000 } as const;
export type RateEndpoint = keyof typeof LINE_RATE_LIMITS;

/**
 * Requests a process takes from the shared counter at once: one database round trip pays for this
 * many requests instead of one. A fortieth of the second's limit: what a block has left when its
 * second ends is lost (half a block on average), so a smaller block loses less of LINE's limit.
 */
const BLOCK = { multicast: 5, push: 50 } as const;

/**
 * Takes `n` requests of this second's allowance for a channel's endpoint, or nothing when fewer
 * than `n` are left. One counter row per channel and endpoint, changed by one atomic upsert, so
 * every worker of every process shares the limit through the database. Answers how many
 * milliseconds of the database's current second remain (the taken requests are good until then).
 */
async function takeFromCounter(db: Db, lineAccountId: string, endpoint: RateEndpoint, n: number) {
  const limit = LINE_RATE_LIMITS[endpoint];
  const result = (await db.execute(sql`
    with now as (select extract(epoch from clock_timestamp()) as epoch)
    insert into ${lineRateCounters} (line_account_id, endpoint, second, count)
    select ${lineAccountId}, ${endpoint}, floor(epoch), ${n} from now
    on conflict (line_account_id, endpoint) do update set
      second = excluded.second,
      count = case when ${lineRateCounters.second} = excluded.second then ${lineRateCounters.count} + ${n} else ${n} end
    where ${lineRateCounters.second} <> excluded.second or ${lineRateCounters.count} + ${n} <= ${limit}
    returning (select (1 - (epoch - floor(epoch))) * 1000 from now)::float8 as "leftMs"`)) as unknown as {
    rows: { leftMs: number }[];
  };
  return result.rows[0]?.leftMs;
}

/**
 * A sender's share of a channel's rate limit: requests taken from the shared counter in blocks and
 * handed out locally until the second they were taken for is over (measured on this process's
 * monotonic clock from the database's answer, so clock skew between hosts cannot stretch it).
 * What is left unused at the end of the second is lost: a worker may send less than the limit,
 * never more. One instance per process, channel and endpoint (rateAllowanceOf): the process's send
 * jobs share its blocks, so a second ends with at most one block partly unused, not one a job.
 */
export class RateAllowance {
  private left = 0;
  private until = 0;
  private taking: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly lineAccountId: string,
    private readonly endpoint: RateEndpoint,
  ) {}

  /** Waits until `n` requests may go out now. */
  async take(n = 1): Promise<void> {
    for (;;) {
      if (this.left >= n && performance.now() < this.until) {
        this.left -= n;
        return;
      }
      // One lane refills for all: the others wait for it rather than each taking a block.
      this.taking ??= this.refill(n).finally(() => {
        this.taking = undefined;
      });
      await this.taking;
    }
  }

  private async refill(n: number) {
    const asked = performance.now();
    const block = Math.max(n, BLOCK[this.endpoint]);
    // The whole block, else just what is asked for (the second's tail), else the next second.
    for (const want of block > n ? [block, n] : [n]) {
      const leftMs = await takeFromCounter(this.db, this.lineAccountId, this.endpoint, want);
      if (leftMs !== undefined) {
        this.left = want;
        this.until = asked + leftMs;
        return;
      }
    }
    this.left = 0;
    const now = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1000 - (now % 1000) + 5));
  }
}

const allowances = new WeakMap<Db, Map<string, RateAllowance>>();

/** The process's allowance for a channel's endpoint, shared by all its send jobs. */
export function rateAllowanceOf(db: Db, lineAccountId: string, endpoint: RateEndpoint) {
  const ofDb = allowances.get(db) ?? new Map<string, RateAllowance>();
  allowances.set(db, ofDb);
  const key = `${lineAccountId}/${endpoint}`;
  const allowance = ofDb.get(key) ?? new RateAllowance(db, lineAccountId, endpoint);
  ofDb.set(key, allowance);
  return allowance;
}

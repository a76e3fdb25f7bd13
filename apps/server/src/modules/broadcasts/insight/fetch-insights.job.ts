import { sql } from 'drizzle-orm';
import type { LineInsight } from '../../../core/line/line-port.ts';
import { withTimeout } from '../../../core/line/with-timeout.ts';
import type { JobDefinition, JobKind } from '../../../core/queue/queue.ts';
import { lineAccountRecords } from '../../line-accounts/index.ts';
import type { DeliveryDeps } from '../delivery/run-context.ts';
import { aggregationUnitOf } from './aggregation-unit.ts';
import { broadcastInsights } from './broadcast-insights.schema.ts';

type Rows<T> = { rows: T[] };
interface Due {
  id: string;
  hubId: string;
  accountId: string;
  firstStart: Date | string;
  byUnit: boolean;
  requestIds: string[] | null;
}

/**
 * LINE allows 60 insight calls an hour a channel, shared with sending narrowcasts and
 * broadcasts and the other insight endpoints: this sweep (every 10 minutes) takes at most 2 a
 * channel, 12 an hour, and asks again of a broadcast after half an hour at the soonest.
 */
export const INSIGHTS_PER_ACCOUNT = 2;
export const INSIGHTS_CRON = '*/10 * * * *';
export const BROADCAST_INSIGHTS: JobKind<Record<string, never>> = {
  name: 'broadcast.insights',
  retryLimit: 0,
};
const REFRESH = '30 minutes';
/** LINE updates a message's statistics for 14 days after it was sent; a day more catches the last. */
const UPDATED_FOR = '15 days';
/** "Get statistics per unit" takes a period of at most 30 days (JST dates). */
const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;
const JST_MS = 9 * 3_600_000;

/** Pure: a yyyyMMdd date in Japan time, as the insight API takes it. */
export const jstDate = (at: number) => new Date(at + JST_MS).toISOString().slice(0, 10).replaceAll('-', '');

/** Pure: the unit's period, from the first run (at most 30 days back) to today. */
export function unitPeriod(firstStart: number, now: number) {
  return { from: jstDate(Math.max(firstStart, now - PERIOD_DAYS * DAY_MS)), to: jstDate(now) };
}

type Figures = { uniqueImpression?: number | null; uniqueClick?: number | null };
/** Pure: figures of several requests together; null when LINE gave none of them. */
export function added(overviews: Figures[]) {
  const sum = (key: keyof Figures) => {
    const known = overviews.map((o) => o[key]).filter((v): v is number => typeof v === 'number');
    return known.length ? known.reduce((a, b) => a + b, 0) : null;
  };
  return { opened: sum('uniqueImpression'), clicked: sum('uniqueClick') };
}

async function figuresOf(client: LineInsight, due: Due, now: number, timeoutMs: number) {
  const calls: Array<() => Promise<{ overview?: Figures }>> = [];
  if (due.byUnit) {
    const { from, to } = unitPeriod(new Date(due.firstStart).getTime(), now);
    calls.push(() => client.getStatisticsPerUnit(aggregationUnitOf(due.id), from, to));
  }
  for (const requestId of due.requestIds ?? []) calls.push(() => client.getMessageEvent(requestId));
  const overviews: Figures[] = [];
  // One try each: a retry would spend more of the hour's 60 calls; the next sweep asks again. A
  // call LINE leaves unanswered gives up after the delivery timeout, so the sweep cannot hang.
  try {
    for (const call of calls) overviews.push((await withTimeout(call(), timeoutMs)).overview ?? {});
  } catch {
    return undefined;
  }
  return added(overviews);
}

/**
 * The insight sweep: for broadcasts sent in the last 15 days, asks LINE how many users opened
 * them and opened a link — by unit for pushes and multicasts, by request ID for narrowcasts —
 * and keeps the answer for the Performance tab and the list. A failed call keeps the last figures.
 */
export function fetchInsightsJob(deps: DeliveryDeps): JobDefinition<Record<string, never>> {
  return {
    ...BROADCAST_INSIGHTS,
    async handle() {
      const due = (await deps.db.execute(sql`
        with candidates as (
          select b.id, b.hub_id, b.line_account_id, min(r.started_at) as first_start,
            bool_or(r.mode in ('multicast', 'push')) as by_unit,
            array_agg(r.narrowcast_request_id) filter (where r.narrowcast_request_id is not null) as request_ids,
            i.fetched_at
          from broadcasts b
          join broadcast_runs r on r.broadcast_id = b.id and r.status in ('sending', 'sent')
          left join broadcast_insights i on i.broadcast_id = b.id
          group by b.id, i.fetched_at
          having max(r.started_at) > now() - ${UPDATED_FOR}::interval
            and (i.fetched_at is null or i.fetched_at < now() - ${REFRESH}::interval)
        ), ranked as (
          select *, row_number() over (partition by line_account_id order by fetched_at nulls first, first_start desc) as n
          from candidates
        )
        select id, hub_id as "hubId", line_account_id as "accountId", first_start as "firstStart",
          by_unit as "byUnit", request_ids as "requestIds"
        from ranked where n <= ${INSIGHTS_PER_ACCOUNT}`)) as unknown as Rows<Due>;
      const accounts = new Map<string, LineInsight | undefined>();
      for (const broadcast of due.rows) {
        if (!accounts.has(broadcast.accountId)) {
          const [account] = await deps.db
            .select()
            .from(lineAccountRecords)
            .where(sql`${lineAccountRecords.id} = ${broadcast.accountId}`);
          accounts.set(
            broadcast.accountId,
            account &&
              deps.line.insight({
                platform: account.platform,
                accessToken: deps.secrets.open(account.accessToken),
              }),
          );
        }
        const client = accounts.get(broadcast.accountId);
        if (!client) continue;
        const figures = await figuresOf(
          client,
          broadcast,
          Date.now(),
          deps.config.broadcasts.requestTimeoutMs,
        );
        if (!figures) continue;
        const row = { ...figures, fetchedAt: new Date() };
        await deps.db
          .insert(broadcastInsights)
          .values({ broadcastId: broadcast.id, hubId: broadcast.hubId, ...row })
          .onConflictDoUpdate({ target: broadcastInsights.broadcastId, set: row });
      }
    },
  };
}

import { lineUserIdProperty, MULTICAST_BATCH } from '@hubline/contract';
import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { audienceSql } from '../../crm/index.ts';
import { spamConversations } from '../../inbox/index.ts';
import { type LineAccountRow, lineUserRecords } from '../../line-accounts/index.ts';
import type { BroadcastRow } from '../broadcasts.schema.ts';
import { broadcastBatches, broadcastRecipients, broadcastRuns } from './delivery.schema.ts';
import { recipientBatch, recipientOutcome } from './recipient-outcomes.ts';

/** Who a run is for: the lists, or (an automation run) exactly the enrolled contacts. */
export type Target = Pick<BroadcastRow, 'hubId' | 'targetLists' | 'excludeLists'> & {
  contactIds?: string[] | null;
};
export type Account = Pick<LineAccountRow, 'id' | 'seq' | 'sendFrequencyHours'>;

/**
 * The account's friends who received a broadcast in the last `hours` (its send-frequency
 * window): its runs that may have sent in that time, and their recipients sent since.
 */
function recentlySentSql(lineAccountId: string, hours: number): SQL {
  const since = sql`now() - make_interval(hours => ${hours})`;
  return sql`select ${broadcastRecipients.lineUserId} as line_user_id
    from ${broadcastRecipients} left join ${broadcastBatches} on ${recipientBatch}
    where ${broadcastRecipients.runId} = any(array(select id from ${broadcastRuns}
        where ${broadcastRuns.lineAccountId} = ${lineAccountId}
          and (${broadcastRuns.finishedAt} is null or ${broadcastRuns.finishedAt} > ${since})))
      and ${recipientOutcome.sentAt} > ${since}`;
}

/**
 * The `with audience, matched, eligible` part of resolution: the target's contacts mapped to the
 * account's LINE friends, without blocked friends, spam conversations and friends inside the
 * send-frequency window, one row a friend. The run's INSERT and the composer's count share it.
 */
export async function eligibleRecipientsSql(db: Db, target: Target, account: Account): Promise<SQL> {
  const audience = await audienceSql(db, target, lineUserIdProperty(account.seq));
  const recent = account.sendFrequencyHours
    ? recentlySentSql(account.id, account.sendFrequencyHours)
    : undefined;
  const f = lineUserRecords;
  const window = recent
    ? sql`and not exists (select 1 from recent s where s.line_user_id = ${f.userId})`
    : sql``;
  // One pass over the friends: each branch of `matched` keeps only those who may receive (not
  // blocked, not spam, outside the window), so the de-duplication sorts no more than it must.
  const receivable = sql`${f.lineAccountId} = ${account.id} and ${f.blockedAt} is null
    and not exists (select 1 from ${spamConversations} where ${spamConversations.lineUserId} = ${f.id})
    ${window}`;
  return sql`
    with audience as materialized (${audience}),${recent ? sql` recent as materialized (${recent}),` : sql``}
    matched as (
      select ${f.userId} as user_id, a.contact_id, a.list_id
      from audience a join ${f} on ${f.contactId} = a.contact_id
      where ${receivable}
      union all
      select ${f.userId} as user_id, a.contact_id, a.list_id
      from audience a join ${f} on ${f.userId} = a.property_user_id
      where ${receivable}
    ),
    eligible as (
      select distinct on (user_id) user_id, contact_id, list_id
      from matched
      order by user_id, contact_id
    )`;
}

/**
 * Runs resolution SQL with planner settings for its transaction only. Hash joins, never nested
 * loops: a database without statistics (PGlite has no autovacuum) takes the audience for one row
 * and would compare every contact with every friend (minutes at 20,000). No JIT: the cost estimate
 * of the list conditions is far above the real work, so PostgreSQL would spend over a second
 * compiling. And the sort of 100,000 friends stays in memory instead of spilling to disk.
 */
export function withResolutionPlanner<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_nestloop = off`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return run(tx);
  });
}

/**
 * Resolves a run's recipients in one INSERT ... SELECT: contacts in the target lists and in none
 * of the exclude lists, mapped to the account's LINE friends (by the friend's contact link or the
 * contact's `line_user_id_<seq>` property), without blocked friends, conversations marked spam and
 * friends inside the account's send-frequency window; one row per friend, numbered into batches.
 * Answers how many recipients there are.
 */
export async function resolveRecipients(
  db: Db,
  runId: string,
  broadcast: Target,
  account: Account,
): Promise<number> {
  const eligible = await eligibleRecipientsSql(db, broadcast, account);
  await withResolutionPlanner(db, (tx) =>
    tx.execute(sql`${eligible}
    insert into broadcast_recipients (run_id, hub_id, line_user_id, contact_id, list_id, batch_number)
    select run.id, ${broadcast.hubId}, user_id, contact_id, list_id,
      (row_number() over (order by user_id) - 1) / ${MULTICAST_BATCH}
    -- The run, locked against deletion until commit: what the foreign key's check did for each row.
    from eligible, (select id from broadcast_runs where id = ${runId} for key share) run
    on conflict (run_id, line_user_id) do nothing`),
  );
  const [counted] = await db
    .select({ n: count() })
    .from(broadcastRecipients)
    .where(eq(broadcastRecipients.runId, runId));
  return counted?.n ?? 0;
}

import { lineUserIdProperty, MULTICAST_BATCH } from '@hubline/contract';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import { crmContacts, crmLists } from '../../crm/builtin/crm.schema.ts';
import { audienceSql, inListSql } from '../../crm/builtin/list-membership.ts';
import { builtInProperties } from '../../crm/builtin/properties.ts';
import { getConnection } from '../../crm/connection/crm-connections.repository.ts';
import { crmMirrorContacts, crmMirrorMemberships } from '../../crm/mirror/mirror.schema.ts';
import type { LineAccountRow } from '../../line-accounts/index.ts';
import type { BroadcastRow } from '../broadcasts.schema.ts';
import { broadcastBatches, broadcastRecipients, broadcastRuns } from './delivery.schema.ts';
import { recipientBatch, recipientOutcome } from './recipient-outcomes.ts';

/** Who a run is for: the lists, or (an automation run) exactly the enrolled contacts. */
type Target = Pick<BroadcastRow, 'hubId' | 'targetLists' | 'excludeLists'> & { contactIds?: string[] | null };
type Account = Pick<LineAccountRow, 'id' | 'seq' | 'sendFrequencyHours'>;

/** The built-in CRM's audience: contact id, the LINE user id property, the first target list it is in. */
async function builtInAudience(db: Db, target: Target, property: string): Promise<SQL> {
  const ids = [...target.targetLists, ...target.excludeLists].filter(isUuid);
  // One after the other: `db` may be a transaction (an A/B pair's), whose one connection must not
  // be given two queries at once.
  const lists = ids.length
    ? await db
        .select()
        .from(crmLists)
        .where(and(eq(crmLists.hubId, target.hubId), inArray(crmLists.id, ids)))
    : [];
  const definitions = await builtInProperties(db).list(target.hubId);
  const pick = (wanted: string[]) => lists.filter((list) => wanted.includes(list.id));
  const include = pick(target.targetLists);
  const firstList = include.length
    ? sql`case ${sql.join(
        include.map((list) => sql`when ${inListSql(list, definitions)} then ${list.id}`),
        sql` `,
      )} end`
    : sql`null`;
  return sql`select ${crmContacts.id}::text as contact_id, ${crmContacts.properties}->>${property} as property_user_id,
    ${firstList} as list_id
    from ${crmContacts} where ${audienceSql(target.hubId, include, pick(target.excludeLists), definitions)}`;
}

/** A HubSpot hub's audience, from the local mirror of list memberships (set-based, no API calls). */
function mirroredAudience(target: Target, property: string): SQL {
  const m = crmMirrorMemberships;
  const excluded = target.excludeLists.length
    ? sql`and not exists (select 1 from ${m} x where x.hub_id = ${target.hubId} and x.contact_id = m.contact_id
        and x.list_id in (${sql.join(
          target.excludeLists.map((id) => sql`${id}`),
          sql`, `,
        )}))`
    : sql``;
  if (target.targetLists.length === 0)
    return sql`select null::text as contact_id, null::text as property_user_id, null::text as list_id where false`;
  return sql`select m.contact_id, c.properties->>${property} as property_user_id, min(m.list_id) as list_id
    from ${m} m left join ${crmMirrorContacts} c on c.hub_id = m.hub_id and c.contact_id = m.contact_id
    where m.hub_id = ${target.hubId} and m.list_id in (${sql.join(
      target.targetLists.map((id) => sql`${id}`),
      sql`, `,
    )}) ${excluded}
    group by m.contact_id, c.properties`;
}

/** Named contacts of the hub's CRM (an automation run's enrolled ones), whatever lists they are in. */
function contactsAudience(target: Target, contactIds: string[], mirrored: boolean, property: string): SQL {
  const ids = mirrored ? contactIds : contactIds.filter(isUuid);
  if (ids.length === 0)
    return sql`select null::text as contact_id, null::text as property_user_id, null::text as list_id where false`;
  const table = mirrored ? sql`${crmMirrorContacts}` : sql`${crmContacts}`;
  const id = mirrored ? sql`contact_id` : sql`id`;
  return sql`select ${id}::text as contact_id, properties->>${property} as property_user_id, null::text as list_id
    from ${table} where hub_id = ${target.hubId} and ${id}::text in (${sql.join(
      ids.map((one) => sql`${one}`),
      sql`, `,
    )})`;
}

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
  const property = lineUserIdProperty(account.seq);
  const mirrored = Boolean(await getConnection(db, target.hubId));
  const audience = target.contactIds
    ? contactsAudience(target, target.contactIds, mirrored, property)
    : mirrored
      ? mirroredAudience(target, property)
      : await builtInAudience(db, target, property);
  const recent = account.sendFrequencyHours
    ? recentlySentSql(account.id, account.sendFrequencyHours)
    : undefined;
  const window = recent
    ? sql`and not exists (select 1 from recent s where s.line_user_id = f.user_id)`
    : sql``;
  // One pass over the friends: each branch of `matched` keeps only those who may receive (not
  // blocked, not spam, outside the window), so the de-duplication sorts no more than it must.
  const receivable = sql`f.line_account_id = ${account.id} and f.blocked_at is null
    and not exists (select 1 from inbox_conversations ic where ic.line_user_id = f.id and ic.mark_as_spam)
    ${window}`;
  return sql`
    with audience as materialized (${audience}),${recent ? sql` recent as materialized (${recent}),` : sql``}
    matched as (
      select f.user_id, a.contact_id, a.list_id
      from audience a join line_users f on f.contact_id = a.contact_id
      where ${receivable}
      union all
      select f.user_id, a.contact_id, a.list_id
      from audience a join line_users f on f.user_id = a.property_user_id
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

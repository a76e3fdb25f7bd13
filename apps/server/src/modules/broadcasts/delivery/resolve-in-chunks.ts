import { MULTICAST_BATCH } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import {
  type Account,
  eligibleRecipientsSql,
  type Target,
  withResolutionPlanner,
} from './resolve-recipients.ts';
import { derivedUuid } from './retry-key.ts';

type Rows<T> = { rows: T[] };

/** One eligible friend, as resolution selects it: LINE user id, CRM contact, the list it came by. */
export type EligibleRow = { u: string; c: string | null; l: string | null };

/**
 * Batches of each chunk written in one statement, in order, the last size repeating: the first
 * chunk is small so that sending starts early, the later ones larger so that they cost fewer
 * round trips while the first are sent.
 */
export const CHUNK_BATCHES = [4, 16, 40];

const lastRecipientSql = (runId: string) =>
  sql`(select max(line_user_id) from broadcast_recipients where run_id = ${runId})`;

/** The run's last recipient so far: friends are written in LINE user id order. */
async function lastRecipient(db: Db, runId: string) {
  const result = (await db.execute(sql`select ${lastRecipientSql(runId)} as "after"`)) as unknown as Rows<{
    after: string | null;
  }>;
  return result.rows[0]?.after ?? null;
}

/** How far a run's resolution got: its last recipient (friends are written in LINE user id order), how many recipients it has and the next batch's number. */
export async function resolvedSoFar(db: Db, runId: string) {
  const result = (await db.execute(sql`select
      ${lastRecipientSql(runId)} as "after",
      (select count(*)::int from broadcast_recipients where run_id = ${runId}) as "recipients",
      (select coalesce(max(number) + 1, 0)::int from broadcast_batches where run_id = ${runId}) as "nextBatch"`)) as unknown as Rows<{
    after: string | null;
    recipients: number;
    nextBatch: number;
  }>;
  return result.rows[0] ?? { after: null, recipients: 0, nextBatch: 0 };
}

/**
 * The run's eligible friends after `after` (the last one a crashed attempt wrote), in LINE user id
 * order: the audience is selected once, in one statement; writing it is what goes in chunks.
 */
export async function eligibleAfter(db: Db, target: Target, account: Account, after: string | null) {
  const eligible = await eligibleRecipientsSql(db, target, account);
  const result = (await withResolutionPlanner(db, (tx) =>
    tx.execute(sql`${eligible}
      select user_id as u, contact_id as c, list_id as l from eligible
      ${after === null ? sql`` : sql`where user_id > ${after}`}
      order by user_id`),
  )) as unknown as Rows<EligibleRow>;
  return result.rows;
}

/**
 * Writes one chunk of a run's recipients, numbered into batches from `firstBatch`, and those
 * batches, in one transaction: a batch exists only with all its recipients, so senders may take it
 * at once, and a crash leaves whole chunks behind (resolution goes on after the last recipient).
 * The run's row is locked first and the chunk written only if the run is still resolving and its
 * last recipient is still `after`: of two jobs resolving the same run (the sweep wakes a run
 * resolving for a minute), the one behind stops instead of numbering batches twice. Answers
 * whether it wrote.
 */
export async function writeChunk(
  db: Db,
  run: { id: string; hubId: string },
  after: string | null,
  rows: EligibleRow[],
  firstBatch: number,
) {
  const batches = Array.from({ length: Math.ceil(rows.length / MULTICAST_BATCH) }, (_, i) => ({
    n: firstBatch + i,
    k: derivedUuid(run.id, firstBatch + i),
  }));
  return db.transaction(async (tx) => {
    const locked = await tx.execute(
      sql`select id from broadcast_runs where id = ${run.id} and status = 'resolving' for no key update`,
    );
    if ((locked as unknown as Rows<unknown>).rows.length === 0) return false;
    // Read after the lock, so in a snapshot that sees what the other job wrote before it let go.
    if ((await lastRecipient(tx, run.id)) !== after) return false;
    await tx.execute(sql`
      with written as (
        insert into broadcast_recipients (run_id, hub_id, line_user_id, contact_id, list_id, batch_number)
        select ${run.id}, ${run.hubId}, f.u, f.c, f.l, ${firstBatch} + (f.n - 1)::int / ${MULTICAST_BATCH}
        from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (u text, c text, l text))
          with ordinality as f(u, c, l, n)
        returning batch_number, line_user_id
      )
      insert into broadcast_batches (run_id, number, retry_key, first_user_id, last_user_id)
      select ${run.id}, w.batch_number, k.k, min(w.line_user_id), max(w.line_user_id)
      from written w join jsonb_to_recordset(${JSON.stringify(batches)}::jsonb) as k(n int, k uuid)
        on k.n = w.batch_number
      group by w.batch_number, k.k`);
    return true;
  });
}

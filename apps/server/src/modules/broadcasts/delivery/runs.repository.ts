import type { BroadcastFailureReason, BroadcastMessage } from '@hubline/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { hubTimezones } from '../../hubs/index.ts';
import { broadcasts } from '../broadcasts.schema.ts';
import { broadcastBatches, broadcastRecipients, broadcastRuns, type RunMode } from './delivery.schema.ts';
import { recipientBatch, recipientOutcome } from './recipient-outcomes.ts';
import { derivedUuid } from './retry-key.ts';

type Rows<T> = { rows: T[] };

export async function runStatus(db: Db, runId: string) {
  const [run] = await db
    .select({ status: broadcastRuns.status })
    .from(broadcastRuns)
    .where(eq(broadcastRuns.id, runId));
  return run?.status;
}

export async function getRun(db: Db, runId: string) {
  const [run] = await db.select().from(broadcastRuns).where(eq(broadcastRuns.id, runId));
  return run;
}

/**
 * One batch a row, its retry key derived from the run and the batch number, with the range of
 * LINE user ids its recipients span.
 */
export async function createBatches(db: Db, runId: string) {
  const batches = await db
    .select({
      n: broadcastRecipients.batchNumber,
      first: sql<string>`min(${broadcastRecipients.lineUserId})`,
      last: sql<string>`max(${broadcastRecipients.lineUserId})`,
    })
    .from(broadcastRecipients)
    .where(eq(broadcastRecipients.runId, runId))
    .groupBy(broadcastRecipients.batchNumber);
  if (batches.length === 0) return 0;
  await db
    .insert(broadcastBatches)
    .values(
      batches.map(({ n, first, last }) => ({
        runId,
        number: n,
        retryKey: derivedUuid(runId, n),
        firstUserId: first,
        lastUserId: last,
      })),
    )
    .onConflictDoNothing();
  return batches.length;
}

/**
 * The mode and messages of a run that is sent while it is resolved (resolve-while-sending.ts):
 * recorded first, so that its senders may take its batches while it is still resolving.
 */
export async function beginSending(
  db: Db,
  runId: string,
  sending: { mode: RunMode; messages: BroadcastMessage[] },
) {
  const updated = await db
    .update(broadcastRuns)
    .set(sending)
    .where(and(eq(broadcastRuns.id, runId), eq(broadcastRuns.status, 'resolving')))
    .returning({ id: broadcastRuns.id });
  return updated.length > 0;
}

/** resolving → sending, once; the recipients' count, the mode and the messages sent are recorded with it. */
export async function markSending(
  db: Db,
  runId: string,
  sending: { mode: RunMode; messages: BroadcastMessage[] },
  total: number,
  batches: number,
) {
  const updated = await db
    .update(broadcastRuns)
    .set({ status: 'sending', ...sending, totalRecipients: total, batchCount: batches })
    .where(and(eq(broadcastRuns.id, runId), eq(broadcastRuns.status, 'resolving')))
    .returning({ id: broadcastRuns.id });
  return updated.length > 0;
}

export interface ClaimedBatch {
  runId: string;
  number: number;
  retryKey: string;
  /** The batch's recipients by LINE user id, each with its CRM contact (or null). */
  recipients: Array<[lineUserId: string, contactId: string | null]>;
}

/**
 * Takes the next batch of a sending run that is pending, or whose worker's lease ran out (it
 * died mid-batch), leases it and reads its recipients, in one round trip; SKIP LOCKED lets
 * concurrent workers take different batches.
 */
export async function claimBatch(
  db: Db,
  runId: string,
  leaseSeconds: number,
): Promise<ClaimedBatch | undefined> {
  const result = (await db.execute(sql`
    with claimed as (
      update broadcast_batches b set status = 'sending', attempts = b.attempts + 1,
        lease_until = now() + make_interval(secs => ${leaseSeconds})
      from (
        select b2.run_id, b2.number from broadcast_batches b2
        -- A run still resolving may be sent already (its mode is set): its batches are whole.
        join broadcast_runs r on r.id = b2.run_id and r.mode is not null
          and r.status in ('resolving', 'sending')
        where b2.run_id = ${runId}
          and (b2.status = 'pending' or (b2.status = 'sending' and b2.lease_until < now()))
        order by b2.number limit 1
        for update of b2 skip locked
      ) as next
      where b.run_id = next.run_id and b.number = next.number
      returning b.run_id, b.number, b.retry_key, b.first_user_id, b.last_user_id
    )
    select c.run_id as "runId", c.number, c.retry_key as "retryKey",
      coalesce((select json_agg(json_build_array(r.line_user_id, r.contact_id) order by r.line_user_id)
        from broadcast_recipients r where r.run_id = c.run_id
          and r.line_user_id between c.first_user_id and c.last_user_id), '[]') as recipients
    from claimed c`)) as unknown as Rows<ClaimedBatch>;
  return result.rows[0];
}

export async function renewLease(db: Db, batch: ClaimedBatch, leaseSeconds: number) {
  await db
    .update(broadcastBatches)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(broadcastBatches.runId, batch.runId), eq(broadcastBatches.number, batch.number)));
}

export interface RecipientResult {
  lineUserId: string;
  requestId: string | undefined;
  /** A per-recipient reason when LINE refused this recipient. */
  errorReason: string | undefined;
}

/**
 * What a sent batch came to: a multicast's one answer for all its recipients, or a push's answer
 * for each (one entry for every recipient of the batch).
 */
export type BatchRecord = { shared: Omit<RecipientResult, 'lineUserId'> } | { results: RecipientResult[] };

/**
 * Records a finished batch, sent (or failed with `error`), in one statement. A multicast's
 * outcome goes on the batch row alone (recipient-outcomes.ts); a push's results go on each
 * recipient's row, as one JSON parameter (the same on both drivers), in the same statement.
 */
export async function completeBatch(db: Db, batch: ClaimedBatch, record: BatchRecord, error?: string) {
  const shared = 'shared' in record ? record.shared : undefined;
  const perRecipient =
    'results' in record
      ? sql`with done as (
          update broadcast_recipients r set
            status = case when u.error_reason is null then 'sent' else 'failed' end,
            attempts = r.attempts + 1, line_request_id = u.request_id, error_reason = u.error_reason,
            sent_at = case when u.error_reason is null then now() end
          from jsonb_to_recordset(${JSON.stringify(
            record.results.map((r) => ({
              line_user_id: r.lineUserId,
              request_id: r.requestId ?? null,
              error_reason: r.errorReason ?? null,
            })),
          )}::jsonb) as u(line_user_id text, request_id text, error_reason text)
          where r.line_user_id = u.line_user_id
            and r.run_id = ${batch.runId} and r.batch_number = ${batch.number} and r.status = 'pending'
        )`
      : sql``;
  await db.execute(sql`${perRecipient}
    update broadcast_batches set status = ${error ? 'failed' : 'sent'}, lease_until = null, error = ${error ?? null},
      line_request_id = ${shared?.requestId ?? null},
      sent_at = ${shared && !shared.errorReason ? sql`now()` : null},
      recipient_error = ${shared?.errorReason ?? null}
    where run_id = ${batch.runId} and number = ${batch.number}`);
}

/**
 * Ends a run (and its broadcast) in failure with its reason, unless it already ended; `detail`:
 * what LINE said of it in its words, shown after the translated reason.
 */
export async function failRun(
  db: Db,
  runId: string,
  reason: BroadcastFailureReason,
  detail: string | null = null,
) {
  const failure = { failureReason: reason, failureDetail: detail };
  await db.transaction(async (tx) => {
    const [run] = await tx
      .update(broadcastRuns)
      .set({ status: 'failure', ...failure, finishedAt: sql`now()` })
      .where(and(eq(broadcastRuns.id, runId), sql`${broadcastRuns.status} in ('resolving', 'sending')`))
      .returning();
    if (!run) return;
    // Those a batch already answered for (a multicast's) keep its outcome.
    await tx.execute(sql`update broadcast_recipients r set status = 'skipped'
      where r.run_id = ${runId} and r.status = 'pending' and not exists (select 1 from broadcast_batches b
        where b.run_id = r.run_id and b.number = r.batch_number and b.status in ('sent', 'failed'))`);
    await tx
      .update(broadcasts)
      .set({ status: 'failure', ...failure, updatedAt: sql`now()` })
      .where(and(eq(broadcasts.id, run.broadcastId), eq(broadcasts.status, 'sending')));
  });
}

/**
 * Ends a run whose batches are all done: `sent`, or `failure` with the first failed batch's
 * reason. Conditional, so of two workers finishing together one ends it.
 */
export async function finishRunIfDone(db: Db, runId: string) {
  const [open] = (
    (await db.execute(sql`select
        count(*) filter (where status in ('pending', 'sending'))::int as open,
        (array_agg(error order by number) filter (where status = 'failed'))[1] as error
      from broadcast_batches where run_id = ${runId}`)) as unknown as Rows<{
      open: number;
      error: string | null;
    }>
  ).rows;
  if (!open || open.open > 0) return false;
  if (open.error) {
    await failRun(db, runId, open.error as BroadcastFailureReason);
    return true;
  }
  const counted = (count: 'sent' | 'failed') =>
    sql<number>`count(*) filter (where ${recipientOutcome.status} = ${count})`.mapWith(Number);
  const [counts] = await db
    .select({ sentCount: counted('sent'), failedCount: counted('failed') })
    .from(broadcastRecipients)
    .leftJoin(broadcastBatches, recipientBatch)
    .where(eq(broadcastRecipients.runId, runId));
  await markRunSent(db, runId, counts ?? {});
  return true;
}

/** sending → sent with its counts, once (of two workers finishing together one ends it), and its broadcast settled. */
export async function markRunSent(
  db: Db,
  runId: string,
  counts: Partial<Record<'totalRecipients' | 'sentCount' | 'failedCount', number | SQL>>,
) {
  await db.transaction(async (tx) => {
    const [run] = await tx
      .update(broadcastRuns)
      .set({ status: 'sent', finishedAt: sql`now()`, ...counts })
      .where(and(eq(broadcastRuns.id, runId), eq(broadcastRuns.status, 'sending')))
      .returning({ broadcastId: broadcastRuns.broadcastId });
    if (run) await settleSentBroadcast(tx, run.broadcastId);
  });
}

/** A sent run's broadcast: sent, or, when recurring, scheduled again at its next occurrence. */
async function settleSentBroadcast(tx: Pick<Db, 'execute'>, broadcastId: string) {
  // A recurring broadcast waits for its next occurrence, a step later in the hub's time zone.
  const h = hubTimezones;
  await tx.execute(sql`update broadcasts b set updated_at = now(),
        status = case when b.recurrence is null then 'sent' else 'scheduled' end,
        next_run_at = case when b.recurrence is null then b.next_run_at else
          ((coalesce(b.next_run_at, now()) at time zone ${h.timezone}) + case b.recurrence->>'frequency'
            when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '1 month' end)
          at time zone ${h.timezone} end
      from ${h} where ${h.id} = b.hub_id and b.id = ${broadcastId} and b.status = 'sending'`);
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../core/db/client.ts';
import { webhookEvents } from './webhooks.schema.ts';

export interface IncomingEvent {
  webhookEventId: string;
  type: string;
  chatId: string;
  timestamp: number;
  payload: Record<string, unknown>;
}

/**
 * Stores a webhook's events in one statement, each at most once (webhookEventId is unique per
 * account), and tells how many are waiting to be processed: new ones, and ones an earlier
 * delivery stored that are still pending. The stored row is the work item; nothing else is queued.
 */
export async function storeEvents(db: Db, account: { id: string; hubId: string }, events: IncomingEvent[]) {
  const rows = await db
    .insert(webhookEvents)
    .values(
      events.map((event) => ({
        hubId: account.hubId,
        lineAccountId: account.id,
        webhookEventId: event.webhookEventId,
        type: event.type,
        chatId: event.chatId,
        payload: event.payload,
        occurredAt: new Date(event.timestamp),
      })),
    )
    // A no-op update, only so a redelivered event that is still pending is counted too.
    .onConflictDoUpdate({
      target: [webhookEvents.lineAccountId, webhookEvents.webhookEventId],
      set: { type: sql`${webhookEvents.type}` },
      setWhere: eq(webhookEvents.status, 'pending'),
    })
    .returning({ id: webhookEvents.id });
  return rows.length;
}

/** Claims are taken one at a time across every worker (the lock ends with the claim's transaction). */
const CLAIM_LOCK = sql`select pg_advisory_xact_lock(hashtext('webhook_events.claim'))`;

/**
 * Claims up to `limit` pending events, oldest first, for `leaseSeconds`, only of chats with no
 * event held by another worker or waiting out a retry: a chat's events are never processed out of
 * order or by two workers at once. On PostgreSQL claims are serialised by an advisory lock, so one
 * worker's claim is committed before the next looks; SKIP LOCKED keeps a claim from waiting on
 * rows a worker is marking. A worker that dies leaves a lease that simply runs out.
 */
export async function claimPendingChats(database: Database, limit: number, leaseSeconds: number) {
  const now = new Date();
  const until = new Date(now.getTime() + leaseSeconds * 1000);
  const free = sql`e.status = 'pending' and (e.lease_until is null or e.lease_until < ${now})`;
  // The oldest free events of chats with nothing in flight or waiting out a retry: per chat a
  // prefix, so the rest of a chat cut off by the limit waits behind its claimed events.
  const picked = sql`(
    select e.id from webhook_events e
    where ${free} and not exists (
      select 1 from webhook_events busy
      where busy.line_account_id = e.line_account_id and busy.chat_id = e.chat_id
        and busy.status = 'pending' and busy.lease_until >= ${now}
    )
    order by e.occurred_at
    limit ${limit}
    for update skip locked
  )`;
  const claim = (on: Db) =>
    on
      .update(webhookEvents)
      .set({ leaseUntil: until })
      .where(sql`${webhookEvents.id} in ${picked}`)
      .returning();
  // PGlite is one connection: its statements run one at a time already, and a transaction would
  // only hold every request up for three more round trips.
  const rows =
    database.kind === 'pglite'
      ? await claim(database.db)
      : await database.db.transaction(async (tx) => {
          await tx.execute(CLAIM_LOCK);
          return claim(tx);
        });
  return rows.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

/** Events done: one statement for a batch. */
export async function markProcessed(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(webhookEvents)
    .set({ status: 'processed', processedAt: new Date(), error: null, leaseUntil: null })
    .where(inArray(webhookEvents.id, ids));
}

/** Claimed events left untouched (their chat stopped at a failure): free for the next claim. */
export async function releaseClaims(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(webhookEvents)
    .set({ leaseUntil: null })
    .where(and(inArray(webhookEvents.id, ids), eq(webhookEvents.status, 'pending')));
}

/** A failed attempt: pending again after `retryAt`, or failed for good with its reason after the last one. */
export async function markAttemptFailed(db: Db, id: string, error: string, final: boolean, retryAt: Date) {
  await db
    .update(webhookEvents)
    .set({
      attempts: sql`${webhookEvents.attempts} + 1`,
      error: error.slice(0, 1000),
      status: final ? 'failed' : 'pending',
      leaseUntil: final ? null : retryAt,
    })
    .where(eq(webhookEvents.id, id));
}

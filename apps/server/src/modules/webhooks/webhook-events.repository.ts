import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { webhookEvents } from './webhooks.schema.ts';

export interface IncomingEvent {
  webhookEventId: string;
  type: string;
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

/**
 * Claims up to `limit` pending events that no worker holds, oldest first, for `leaseSeconds`.
 * SKIP LOCKED lets several workers claim side by side without waiting on each other; a worker
 * that dies leaves a lease that simply runs out.
 */
export async function claimPending(db: Db, limit: number, leaseSeconds: number) {
  const now = new Date();
  const free = db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.status, 'pending'),
        or(isNull(webhookEvents.leaseUntil), lt(webhookEvents.leaseUntil, now)),
      ),
    )
    .orderBy(asc(webhookEvents.occurredAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(webhookEvents)
    .set({ leaseUntil: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(inArray(webhookEvents.id, free))
    .returning();
  return rows.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

export async function markProcessed(db: Db, id: string) {
  await db
    .update(webhookEvents)
    .set({ status: 'processed', processedAt: new Date(), error: null, leaseUntil: null })
    .where(eq(webhookEvents.id, id));
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

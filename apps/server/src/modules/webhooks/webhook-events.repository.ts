import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { webhookEvents } from './webhooks.schema.ts';

export interface IncomingEvent {
  webhookEventId: string;
  type: string;
  timestamp: number;
  payload: Record<string, unknown>;
}

/**
 * Stores a webhook's events in one statement, each at most once, and returns the ids of those
 * not yet processed — new ones and ones a previous delivery stored but never finished — so a
 * redelivery also re-queues work that was lost.
 */
export async function storeEvents(db: Db, account: { id: string; hubId: string }, events: IncomingEvent[]) {
  await db
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
    .onConflictDoNothing();
  const rows = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.lineAccountId, account.id),
        inArray(
          webhookEvents.webhookEventId,
          events.map((event) => event.webhookEventId),
        ),
        ne(webhookEvents.status, 'processed'),
      ),
    );
  return rows.map((row) => row.id);
}

export async function pendingEvents(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(webhookEvents)
    .where(and(inArray(webhookEvents.id, ids), eq(webhookEvents.status, 'pending')))
    .orderBy(webhookEvents.occurredAt);
}

export async function markProcessed(db: Db, id: string) {
  await db
    .update(webhookEvents)
    .set({ status: 'processed', processedAt: new Date(), error: null })
    .where(eq(webhookEvents.id, id));
}

/** A failed attempt: stays pending for the job's retry, or ends failed with its reason after the last one. */
export async function markAttemptFailed(db: Db, id: string, error: string, final: boolean) {
  await db
    .update(webhookEvents)
    .set({
      attempts: sql`${webhookEvents.attempts} + 1`,
      error: error.slice(0, 1000),
      status: final ? 'failed' : 'pending',
    })
    .where(eq(webhookEvents.id, id));
}

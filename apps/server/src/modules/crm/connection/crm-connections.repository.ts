import type { ErrorCode } from '@hubline/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { type CrmConnectionRow, crmConnections, crmOAuthStates } from './crm-connection.schema.ts';

export async function getConnection(db: Db, hubId: string): Promise<CrmConnectionRow | undefined> {
  const [row] = await db.select().from(crmConnections).where(eq(crmConnections.hubId, hubId));
  return row;
}

export async function saveConnection(db: Db, row: typeof crmConnections.$inferInsert) {
  await db
    .insert(crmConnections)
    .values(row)
    .onConflictDoUpdate({
      target: crmConnections.hubId,
      set: { ...row, lastSyncAt: null, lastSyncErrorCode: null, lastSyncError: null },
    });
}

export async function deleteConnection(db: Db, hubId: string) {
  const deleted = await db.delete(crmConnections).where(eq(crmConnections.hubId, hubId)).returning();
  return deleted.length > 0;
}

export interface SyncFailure {
  code: ErrorCode;
  detail: string;
}

export async function recordSync(db: Db, hubId: string, failure: SyncFailure | null) {
  await db
    .update(crmConnections)
    .set(
      failure
        ? { lastSyncErrorCode: failure.code, lastSyncError: failure.detail }
        : { lastSyncAt: new Date(), lastSyncErrorCode: null, lastSyncError: null },
    )
    .where(eq(crmConnections.hubId, hubId));
}

/**
 * Runs `change` on the hub's connection with its row locked (`FOR UPDATE`) and writes what it
 * answers: a second process asking at the same moment waits, then sees the first one's result.
 */
export async function updateConnectionLocked(
  db: Db,
  hubId: string,
  change: (row: CrmConnectionRow) => Promise<Partial<CrmConnectionRow> | undefined>,
): Promise<CrmConnectionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(crmConnections).where(eq(crmConnections.hubId, hubId)).for('update');
    if (!row) return undefined;
    const set = await change(row);
    if (!set) return row;
    const [updated] = await tx
      .update(crmConnections)
      .set(set)
      .where(eq(crmConnections.hubId, hubId))
      .returning();
    return updated;
  });
}

/** Keeps the nonce of a new OAuth state (and forgets expired ones). */
export async function saveOAuthState(db: Db, row: typeof crmOAuthStates.$inferInsert) {
  await db.delete(crmOAuthStates).where(lt(crmOAuthStates.expiresAt, new Date()));
  await db.insert(crmOAuthStates).values(row);
}

/** Uses an OAuth state up: true the first time, for the hub and user it was made for, before it expires. */
export async function takeOAuthState(db: Db, nonce: string, hubId: string, userId: string) {
  const taken = await db
    .delete(crmOAuthStates)
    .where(
      and(
        eq(crmOAuthStates.nonce, nonce),
        eq(crmOAuthStates.hubId, hubId),
        eq(crmOAuthStates.userId, userId),
        gt(crmOAuthStates.expiresAt, new Date()),
      ),
    )
    .returning();
  return taken.length > 0;
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { type CrmConnectionRow, crmConnections } from './crm-connection.schema.ts';

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
      set: { ...row, lastSyncAt: null, lastSyncError: null },
    });
}

export async function deleteConnection(db: Db, hubId: string) {
  const deleted = await db.delete(crmConnections).where(eq(crmConnections.hubId, hubId)).returning();
  return deleted.length > 0;
}

export async function recordSync(db: Db, hubId: string, error: string | null) {
  await db
    .update(crmConnections)
    .set(error ? { lastSyncError: error } : { lastSyncAt: new Date(), lastSyncError: null })
    .where(eq(crmConnections.hubId, hubId));
}

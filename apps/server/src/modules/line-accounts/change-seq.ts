import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { type LineAccountRow, lineAccounts } from './line-accounts.schema.ts';

/**
 * Gives an account another property sequence number; when another account of the hub holds it,
 * the two swap (sequence numbers stay unique per hub, as the contact properties `LINE User ID _n` are).
 */
export async function changeSeq(db: Db, hubId: string, account: LineAccountRow, seq: number) {
  if (account.seq === seq) return;
  await db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ id: lineAccounts.id })
      .from(lineAccounts)
      .where(and(eq(lineAccounts.hubId, hubId), eq(lineAccounts.seq, seq)));
    // Park the holder on 0 (never a real sequence) so the unique index holds at every step.
    if (holder) await tx.update(lineAccounts).set({ seq: 0 }).where(eq(lineAccounts.id, holder.id));
    await tx.update(lineAccounts).set({ seq, updatedAt: new Date() }).where(eq(lineAccounts.id, account.id));
    if (holder) await tx.update(lineAccounts).set({ seq: account.seq }).where(eq(lineAccounts.id, holder.id));
  });
}

import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { type LineAccountRow, lineAccounts } from './line-accounts.schema.ts';

/** Every hub's accounts on short-lived tokens that expire by `before`: the renewal sweep's work. */
export async function accountsWithTokensDue(db: Db, before: Date): Promise<LineAccountRow[]> {
  return db
    .select()
    .from(lineAccounts)
    .where(and(eq(lineAccounts.tokenKind, 'short'), lte(lineAccounts.tokenExpiresAt, before)));
}

/**
 * Stores a renewed token, only if the row still holds the token it replaces: of two sweeps that
 * raced, one wins and the other's token is left to expire unused. Whether this one won.
 */
export async function replaceToken(
  db: Db,
  account: Pick<LineAccountRow, 'hubId' | 'id' | 'accessToken'>,
  renewed: { accessToken: string; tokenExpiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(lineAccounts)
    .set({ ...renewed, updatedAt: new Date() })
    .where(
      and(
        eq(lineAccounts.hubId, account.hubId),
        eq(lineAccounts.id, account.id),
        eq(lineAccounts.accessToken, account.accessToken),
      ),
    )
    .returning({ id: lineAccounts.id });
  return rows.length > 0;
}

import type { SetLineTestIdRequest } from '@hubline/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { getAccount, lineAccountRecords } from '../line-accounts/index.ts';
import { userLineTestIds } from './line-test-ids.schema.ts';

/** Each LINE account of the hub with the user's own LINE user id on it, if they gave one. */
export async function lineTestIdsOf(db: Db, hubId: string, userId: string) {
  return db
    .select({
      accountId: lineAccountRecords.id,
      accountName: lineAccountRecords.name,
      lineUserId: userLineTestIds.lineUserId,
    })
    .from(lineAccountRecords)
    .leftJoin(
      userLineTestIds,
      and(eq(userLineTestIds.lineAccountId, lineAccountRecords.id), eq(userLineTestIds.userId, userId)),
    )
    .where(eq(lineAccountRecords.hubId, hubId))
    .orderBy(asc(lineAccountRecords.seq));
}

/** Sets (or, empty, clears) the user's LINE user id on one of the hub's accounts. */
export async function setLineTestId(db: Db, hubId: string, userId: string, input: SetLineTestIdRequest) {
  const account = orNotFound(await getAccount(db, hubId, input.accountId));
  const key = and(eq(userLineTestIds.userId, userId), eq(userLineTestIds.lineAccountId, account.id));
  if (!input.lineUserId) {
    await db.delete(userLineTestIds).where(key);
    return;
  }
  await db
    .insert(userLineTestIds)
    .values({ userId, hubId, lineAccountId: account.id, lineUserId: input.lineUserId })
    .onConflictDoUpdate({
      target: [userLineTestIds.userId, userLineTestIds.lineAccountId],
      set: { lineUserId: input.lineUserId },
    });
}

/** Where a test send to a console user goes on an account: their LINE user id there, if any. */
export async function lineTestIdFor(db: Db, hubId: string, userId: string, lineAccountId: string) {
  const [row] = await db
    .select({ lineUserId: userLineTestIds.lineUserId })
    .from(userLineTestIds)
    .where(
      and(
        eq(userLineTestIds.hubId, hubId),
        eq(userLineTestIds.userId, userId),
        eq(userLineTestIds.lineAccountId, lineAccountId),
      ),
    );
  return row?.lineUserId;
}

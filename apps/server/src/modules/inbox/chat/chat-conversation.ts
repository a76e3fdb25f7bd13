import { eq } from 'drizzle-orm';
import type { Access } from '../../../core/auth/guard.ts';
import type { Db } from '../../../core/db/client.ts';
import { AppError } from '../../../core/http/errors.ts';
import type { CrmPort } from '../../crm/index.ts';
import { lineUserRecords } from '../../line-accounts/index.ts';
import { inboxAccount } from '../inbox-accounts.ts';
import { findReachableView } from '../inbox-view.ts';

/**
 * The conversation a chat route names by `{seq}/{vid}`, in the hub of the path: another hub's or
 * another account's conversation, or one beyond the member's reach, is "not found", never shown.
 */
export async function openChat(deps: { db: Db; crm: CrmPort }, access: Access, seq: number, vid: string) {
  const { db } = deps;
  const account = await inboxAccount(db, access.hub.id, seq);
  const view = await findReachableView(deps, access, vid);
  if (!view || view.conversation.lineAccountId !== account.id) throw new AppError('error.notFound');
  const friend = view.conversation.lineUserId
    ? await db
        .select({ followedAt: lineUserRecords.followedAt })
        .from(lineUserRecords)
        .where(eq(lineUserRecords.id, view.conversation.lineUserId))
        .then((rows) => rows[0])
    : undefined;
  return { account, view, followedAt: friend?.followedAt ?? null };
}
export type OpenChat = Awaited<ReturnType<typeof openChat>>;

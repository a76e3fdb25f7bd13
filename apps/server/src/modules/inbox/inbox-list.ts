import type { InboxFilter, InboxResponse } from '@hubline/contract';
import { and, count, eq, gt, inArray, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { lineUserRecords } from '../line-accounts/index.ts';
import { inboxConversations } from './inbox.schema.ts';
import { type InboxReach, reachCondition } from './inbox-reach.ts';
import { conversationsFound, type InboxSearch, newestMatches } from './inbox-search.ts';
import { toInboxUser, withFriend } from './inbox-view.ts';

function statusCondition(status: InboxFilter): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'unread') return gt(inboxConversations.unread, 0);
  return eq(inboxConversations.status, status);
}

/**
 * One page of an account's conversations within the member's reach, newest activity first. Spam
 * is hidden, except from a search (core.md §4), which finds names and any word of any message the
 * chat shows, and says which message matched.
 */
export async function listInbox(
  db: Db,
  account: { id: string; seq: number },
  query: { page: number; limit: number; status: InboxFilter; search?: InboxSearch },
  reach: InboxReach,
): Promise<InboxResponse> {
  const { search } = query;
  const rows = await withFriend(db)
    .where(
      and(
        eq(inboxConversations.lineAccountId, account.id),
        search
          ? inArray(inboxConversations.id, conversationsFound(db, account.id, search))
          : eq(inboxConversations.markAsSpam, false),
        statusCondition(query.status),
        reachCondition(reach),
      ),
    )
    .orderBy(sql`${inboxConversations.lastMessageAt} desc nulls last`, inboxConversations.id)
    .limit(query.limit + 1)
    .offset(query.page * query.limit);
  const views = rows.slice(0, query.limit);
  const matches = search
    ? await newestMatches(
        db,
        account.id,
        views.map((view) => view.conversation.chatId),
        search,
      )
    : undefined;
  return {
    lineUsers: views.map((view) => ({
      ...toInboxUser(view),
      ...(matches ? { match: matches.get(view.conversation.chatId) ?? null } : {}),
    })),
    unread: await unreadCount(db, account.id, reach),
    page: query.page,
    limit: query.limit,
    hasMore: rows.length > query.limit,
  };
}

/** Conversations within reach with unread messages, spam left out. */
export async function unreadCount(db: Db, lineAccountId: string, reach: InboxReach) {
  const [row] = await db
    .select({ value: count() })
    .from(inboxConversations)
    .leftJoin(lineUserRecords, eq(lineUserRecords.id, inboxConversations.lineUserId))
    .where(
      and(
        eq(inboxConversations.lineAccountId, lineAccountId),
        gt(inboxConversations.unread, 0),
        not(inboxConversations.markAsSpam),
        reachCondition(reach),
      ),
    );
  return row?.value ?? 0;
}

import { type SearchMatch, searchTerms, snippetAround } from '@hubline/contract';
import { and, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client.ts';
import { matchesSearch, searchTokens } from '../../core/db/text-search.ts';
import { lineUserRecords } from '../line-accounts/index.ts';
import { inboxConversations } from './inbox.schema.ts';
import { lineMessages } from './messages.schema.ts';

/**
 * The messages a chat shows. messaging.md §9: unless the hub adds all messages, only what the
 * friend sent and what agents wrote there (no broadcasts, no bots' replies).
 */
export const shownInChat = (addAllMessages: boolean): SQL | undefined =>
  addAllMessages ? undefined : or(eq(lineMessages.direction, 'in'), eq(lineMessages.source, 'chat'));

export type InboxSearch = { words: string; addAllMessages: boolean };

/**
 * The ids of an account's conversations the words find: by the friend's or group's name, or by any
 * message the chat shows. Each part is answered by its own search index, so this stays fast
 * however many conversations and messages the account has.
 */
export function conversationsFound(db: Db, lineAccountId: string, search: InboxSearch) {
  const { words } = search;
  // A 1:1 conversation takes its friend's id.
  const byFriendName = db
    .select({ id: lineUserRecords.id })
    .from(lineUserRecords)
    .where(
      and(
        eq(lineUserRecords.lineAccountId, lineAccountId),
        matchesSearch(searchTokens(lineUserRecords.displayName), words),
      ),
    );
  const byTitle = db
    .select({ id: inboxConversations.id })
    .from(inboxConversations)
    .where(
      and(
        eq(inboxConversations.lineAccountId, lineAccountId),
        isNotNull(inboxConversations.title),
        matchesSearch(searchTokens(inboxConversations.title), words),
      ),
    );
  const byMessage = db
    .select({ id: inboxConversations.id })
    .from(inboxConversations)
    .where(
      and(
        eq(inboxConversations.lineAccountId, lineAccountId),
        inArray(
          inboxConversations.chatId,
          db
            .select({ chatId: lineMessages.chatId })
            .from(lineMessages)
            .where(
              and(
                eq(lineMessages.lineAccountId, lineAccountId),
                matchesSearch(lineMessages.searchTokens, words),
                shownInChat(search.addAllMessages),
              ),
            ),
        ),
      ),
    );
  return union(byFriendName, byTitle, byMessage);
}

/** The newest message each of these chats shows that the words find, keyed by chat id. */
export async function newestMatches(
  db: Db,
  lineAccountId: string,
  chatIds: string[],
  search: InboxSearch,
): Promise<Map<string, SearchMatch>> {
  if (chatIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([lineMessages.chatId], {
      chatId: lineMessages.chatId,
      id: lineMessages.id,
      payload: lineMessages.payload,
      sentAt: lineMessages.sentAt,
    })
    .from(lineMessages)
    .where(
      and(
        eq(lineMessages.lineAccountId, lineAccountId),
        inArray(lineMessages.chatId, chatIds),
        matchesSearch(lineMessages.searchTokens, search.words),
        shownInChat(search.addAllMessages),
      ),
    )
    .orderBy(lineMessages.chatId, desc(lineMessages.sentAt), desc(lineMessages.id));
  const terms = searchTerms(search.words);
  return new Map(
    rows.map((row) => [
      row.chatId,
      {
        messageId: row.id,
        snippet: snippetAround(String(row.payload.text ?? ''), terms),
        sentAt: row.sentAt.toISOString(),
      },
    ]),
  );
}

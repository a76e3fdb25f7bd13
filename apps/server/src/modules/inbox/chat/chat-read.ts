import type { ChatMessage } from '@hubline/contract';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import { lineMessages } from '../../conversations/messages.schema.ts';
import type { ConversationRow } from '../inbox.schema.ts';
import { likePattern } from '../inbox-list.ts';
import { toChatMessage, withNames } from './chat-message-view.ts';

/** At most this many messages answer a search of one chat. */
const SEARCH_LIMIT = 50;

/**
 * The messages of one conversation a chat lists. messaging.md §9: unless the hub adds all messages,
 * only what the friend sent and what agents wrote there (no broadcasts, no bots' replies).
 */
function chatCondition(conversation: ConversationRow, addAllMessages: boolean): SQL | undefined {
  return and(
    eq(lineMessages.lineAccountId, conversation.lineAccountId),
    eq(lineMessages.chatId, conversation.chatId),
    addAllMessages ? undefined : or(eq(lineMessages.direction, 'in'), eq(lineMessages.source, 'chat')),
  );
}

const newestFirst = [desc(lineMessages.sentAt), desc(lineMessages.id)];

/** One page of a chat: page 0 holds the newest messages; each page lists oldest first. */
export async function readChatPage(
  db: Db,
  where: { conversation: ConversationRow; seq: number; addAllMessages: boolean },
  page: number,
  limit: number,
) {
  const condition = chatCondition(where.conversation, where.addAllMessages);
  const [total] = await db.select({ value: count() }).from(lineMessages).where(condition);
  const rows = await withNames(db)
    .where(condition)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(page * limit);
  const at = { seq: where.seq, vid: where.conversation.id };
  const totalChats = total?.value ?? 0;
  return {
    messages: rows.reverse().map((row) => toChatMessage(row, at)),
    totalChats,
    totalPage: Math.ceil(totalChats / limit),
  };
}

/** Text messages of a chat containing the words, newest first. */
export async function searchChat(
  db: Db,
  where: { conversation: ConversationRow; seq: number; addAllMessages: boolean },
  searchWords: string,
): Promise<ChatMessage[]> {
  const rows = await withNames(db)
    .where(
      and(
        chatCondition(where.conversation, where.addAllMessages),
        eq(lineMessages.type, 'text'),
        ilike(sql`${lineMessages.payload}->>'text'`, likePattern(searchWords)),
      ),
    )
    .orderBy(...newestFirst)
    .limit(SEARCH_LIMIT);
  return rows.map((row) => toChatMessage(row, { seq: where.seq, vid: where.conversation.id }));
}

/** Where a message of this conversation keeps its stored media, if it has any. */
export async function findStoredContent(db: Db, conversation: ConversationRow, messageId: string) {
  if (!isUuid(messageId)) return undefined;
  const [row] = await db
    .select({ contentPath: lineMessages.contentPath })
    .from(lineMessages)
    .where(
      and(
        eq(lineMessages.id, messageId),
        eq(lineMessages.lineAccountId, conversation.lineAccountId),
        eq(lineMessages.chatId, conversation.chatId),
      ),
    );
  return row?.contentPath ?? undefined;
}

import type { ChatMessage } from '@hubline/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import { matchesSearch } from '../../../core/db/text-search.ts';
import type { LineMessage } from '../../../core/line/line-types.ts';
import { deliveredMessageKeys, deliveredMessages, isDeliveredKey } from '../../broadcasts/index.ts';
import type { ConversationRow } from '../inbox.schema.ts';
import { shownInChat } from '../inbox-search.ts';
import { lineMessages } from '../messages.schema.ts';
import { toChatMessage, withNames } from './chat-message-view.ts';

/** At most this many messages answer a search of one chat. */
const SEARCH_LIMIT = 50;

/** The messages of one conversation a chat lists (`shownInChat` says which). */
function chatCondition(conversation: ConversationRow, addAllMessages: boolean): SQL | undefined {
  return and(
    eq(lineMessages.lineAccountId, conversation.lineAccountId),
    eq(lineMessages.chatId, conversation.chatId),
    shownInChat(addAllMessages),
  );
}

const newestFirst = [desc(lineMessages.sentAt), desc(lineMessages.id)];

type ChatWhere = { conversation: ConversationRow; seq: number; addAllMessages: boolean };

/**
 * What a chat lists, as (key, sentAt): its stored messages and, when the hub adds all messages,
 * what broadcasts delivered to a friend in a 1:1 chat (read from the broadcast's run, not stored
 * here: delivered-messages.ts says why).
 */
function chatItems(db: Db, where: ChatWhere) {
  const { conversation } = where;
  const own = db
    .select({ key: sql<string>`${lineMessages.id}::text`.as('key'), sentAt: lineMessages.sentAt })
    .from(lineMessages)
    .where(chatCondition(conversation, where.addAllMessages));
  if (!where.addAllMessages || conversation.chatType !== 'user') return own.as('items');
  return unionAll(own, deliveredMessageKeys(db, conversation.lineAccountId, conversation.chatId)).as('items');
}

/** A broadcast's message as the friend's chat shows it. */
function deliveredChatMessage(key: string, sentAt: Date, message: LineMessage): ChatMessage {
  return {
    id: key,
    direction: 'out',
    type: message.type,
    payload: message as unknown as Record<string, unknown>,
    contentUrl: null,
    senderId: null,
    senderName: null,
    agentName: null,
    source: 'broadcast',
    via: null,
    unsent: false,
    sentAt: sentAt.toISOString(),
  };
}

/** One page of a chat: page 0 holds the newest messages; each page lists oldest first. */
export async function readChatPage(
  db: Db,
  where: ChatWhere & { publicUrl: string },
  page: number,
  limit: number,
) {
  const items = chatItems(db, where);
  const [total] = await db.select({ value: count() }).from(items);
  const keys = await db
    .select({ key: items.key, sentAt: items.sentAt })
    .from(items)
    .orderBy(desc(items.sentAt), desc(items.key))
    .limit(limit)
    .offset(page * limit);
  keys.reverse();
  const ownIds = keys.map((item) => item.key).filter((key) => !isDeliveredKey(key));
  const [own, delivered] = await Promise.all([
    ownIds.length ? withNames(db).where(inArray(lineMessages.id, ownIds)) : [],
    deliveredMessages(
      db,
      {
        publicUrl: where.publicUrl,
        lineAccountId: where.conversation.lineAccountId,
        lineUserId: where.conversation.chatId,
      },
      keys.map((item) => item.key).filter(isDeliveredKey),
    ),
  ]);
  const at = { seq: where.seq, vid: where.conversation.id };
  const ownById = new Map(own.map((row) => [row.message.id, toChatMessage(row, at)]));
  const messages = keys.flatMap(({ key, sentAt }) => {
    const sent = delivered.get(key);
    const message = sent ? deliveredChatMessage(key, new Date(sentAt), sent) : ownById.get(key);
    return message ? [message] : [];
  });
  const totalChats = total?.value ?? 0;
  return { messages, totalChats, totalPage: Math.ceil(totalChats / limit) };
}

/**
 * The page (of `limit`, newest first as `readChatPage` counts them) that holds one of the chat's
 * messages: a search opens the conversation there. Undefined when the chat shows no such message.
 */
export async function pageOfMessage(db: Db, where: ChatWhere, messageId: string, limit: number) {
  if (!isUuid(messageId)) return undefined;
  const message = db
    .select({ sentAt: lineMessages.sentAt, key: sql`${lineMessages.id}::text` })
    .from(lineMessages)
    .where(and(eq(lineMessages.id, messageId), chatCondition(where.conversation, where.addAllMessages)));
  if ((await message).length === 0) return undefined;
  const items = chatItems(db, where);
  // Compared in the database: a JavaScript Date would drop the microseconds.
  const [newer] = await db
    .select({ value: count() })
    .from(items)
    .where(sql`(${items.sentAt}, ${items.key}) > ${message}`);
  return Math.floor((newer?.value ?? 0) / limit);
}

/** Messages of a chat holding every word, newest first (the inbox search's matching). */
export async function searchChat(db: Db, where: ChatWhere, searchWords: string): Promise<ChatMessage[]> {
  const rows = await withNames(db)
    .where(
      and(
        chatCondition(where.conversation, where.addAllMessages),
        matchesSearch(lineMessages.searchTokens, searchWords),
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

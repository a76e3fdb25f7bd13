import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { type ConversationRow, inboxConversations, type LastMessage } from './inbox.schema.ts';

/** The list's preview of a message: its text when it has one (cut), else only its type. */
export function lastMessageOf(
  direction: 'in' | 'out',
  message: { type?: string; text?: unknown },
): LastMessage {
  const text = message.type === 'text' && typeof message.text === 'string' ? message.text.slice(0, 200) : '';
  return { direction, type: message.type ?? 'unknown', text };
}

export interface Chat {
  hubId: string;
  lineAccountId: string;
  chatType: 'user' | 'group' | 'room';
  chatId: string;
  /** 1:1 chats: the friend, whose id the conversation takes. */
  lineUserId?: string;
}

/** The row a chat's conversation starts as: a 1:1 chat's id is its friend's (the inbox's vid). */
function newConversation(chat: Chat) {
  return {
    ...(chat.lineUserId ? { id: chat.lineUserId } : {}),
    hubId: chat.hubId,
    lineAccountId: chat.lineAccountId,
    chatType: chat.chatType,
    chatId: chat.chatId,
    lineUserId: chat.lineUserId ?? null,
  };
}

/** A chat's conversation, made when first needed (a follow, a first message, a join). */
export async function ensureConversation(db: Db, chat: Chat, at?: Date): Promise<ConversationRow> {
  const [row] = await db
    .insert(inboxConversations)
    .values({ ...newConversation(chat), lastMessageAt: at ?? null })
    // A no-op update so the existing row comes back.
    .onConflictDoUpdate({
      target: [inboxConversations.lineAccountId, inboxConversations.chatId],
      set: { chatType: chat.chatType },
    })
    .returning();
  if (!row) throw new Error('conversation upsert returned nothing');
  return row;
}

/** What one chat's messages did to it: the newest one, and how many came in. */
export interface Activity {
  at: Date;
  last: LastMessage;
  reply?: { token: string; expiresAt: Date };
  /** Received messages among them (each counts unread); 0 for what the account sent. */
  incoming?: number;
}

/**
 * A message in or out moves its conversation to the top with its preview. A received message
 * counts as unread, reopens a resolved conversation and leaves its reply token (usable until
 * `replyExpiresAt`); events may arrive out of order, so only a newer message changes the preview.
 */
export async function recordActivity(db: Db, chat: Chat, activity: Omit<Activity, 'incoming'>) {
  const incoming = activity.last.direction === 'in' ? 1 : 0;
  const [row] = await recordActivities(db, [{ chat, activity: { ...activity, incoming } }]);
  if (!row) throw new Error('conversation upsert returned nothing');
  return row;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Many chats' activity in one statement (the webhook's hot path; one entry a chat): a new
 * conversation starts with it, an existing one takes it in against what it already holds.
 */
export async function recordActivities(
  db: Db,
  activities: readonly { chat: Chat; activity: Activity }[],
): Promise<ConversationRow[]> {
  if (activities.length === 0) return [];
  const c = inboxConversations;
  const newer = sql`coalesce(${c.lastMessageAt}, 'epoch') <= ${excluded('last_message_at')}`;
  const replied = sql`${newer} and ${excluded('reply_token')} is not null`;
  return db
    .insert(c)
    .values(
      activities.map(({ chat, activity }) => ({
        ...newConversation(chat),
        lastMessageAt: activity.at,
        lastMessage: activity.last,
        unread: activity.incoming ?? 0,
        replyToken: activity.reply?.token ?? null,
        replyTokenExpiresAt: activity.reply?.expiresAt ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [c.lineAccountId, c.chatId],
      set: {
        lastMessageAt: sql`greatest(${c.lastMessageAt}, ${excluded('last_message_at')})`,
        lastMessage: sql`case when ${newer} then ${excluded('last_message')} else ${c.lastMessage} end`,
        unread: sql`${c.unread} + ${excluded('unread')}`,
        status: sql`case when ${excluded('unread')} > 0 and ${c.status} = 'resolved' then 'inbox' else ${c.status} end`,
        replyToken: sql`case when ${replied} then ${excluded('reply_token')} else ${c.replyToken} end`,
        replyTokenExpiresAt: sql`case when ${replied} then ${excluded('reply_token_expires_at')} else ${c.replyTokenExpiresAt} end`,
      },
    })
    .returning();
}

/**
 * Takes the conversation's reply token if it is still usable (and forgets it: tokens are single
 * use). Two agents sending at once cannot both take it.
 */
export async function takeReplyToken(db: Db, conversationId: string, now: Date): Promise<string | undefined> {
  // The old token comes from the locked row read in the same statement: RETURNING sees only the new one.
  const result = (await db.execute(sql`
    update inbox_conversations as c set reply_token = null, reply_token_expires_at = null
    from (
      select id, reply_token from inbox_conversations
      where id = ${conversationId} and reply_token is not null and reply_token_expires_at > ${now}
      for update
    ) as old
    where c.id = old.id
    returning old.reply_token as token`)) as unknown as { rows: { token: string }[] };
  return result.rows[0]?.token;
}

export async function updateConversation(
  db: Db,
  hubId: string,
  vid: string,
  changes: Partial<
    Pick<
      ConversationRow,
      | 'status'
      | 'markAsSpam'
      | 'stopAutoResponse'
      | 'unread'
      | 'assigneeId'
      | 'leftAt'
      | 'title'
      | 'pictureUrl'
    >
  >,
) {
  const [row] = await db
    .update(inboxConversations)
    .set(changes)
    .where(and(eq(inboxConversations.hubId, hubId), eq(inboxConversations.id, vid)))
    .returning();
  return row;
}

import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import type { LineMessage } from '../../../core/line/line-types.ts';
import { lineMessages } from '../messages.schema.ts';
import type { OpenChat } from './chat-conversation.ts';

export interface OutgoingPart {
  message: LineMessage;
  contentPath: string | null;
}

/**
 * An agent's messages, recorded before LINE is asked (ARCHITECTURE.md rule 11): pending while `via` is
 * unset. A message that cannot be stored is never delivered, and the first row's id is the push's
 * X-Line-Retry-Key, so the send is named by what we stored rather than by a random key.
 */
export async function recordPending(
  db: Db,
  chat: OpenChat,
  agentId: string,
  parts: OutgoingPart[],
  sentAt: Date,
): Promise<string[]> {
  const { conversation } = chat.view;
  const rows = await db
    .insert(lineMessages)
    .values(
      parts.map((part) => ({
        hubId: chat.account.hubId,
        lineAccountId: chat.account.id,
        chatType: conversation.chatType,
        chatId: conversation.chatId,
        direction: 'out' as const,
        type: part.message.type,
        payload: part.message as unknown as Record<string, unknown>,
        contentPath: part.contentPath,
        source: 'chat' as const,
        agentId,
        sentAt,
      })),
    )
    .returning({ id: lineMessages.id });
  return rows.map((row) => row.id);
}

/** LINE took the messages: each row gets how it went and LINE's id for it. */
export async function markDelivered(
  db: Db,
  ids: string[],
  sent: { via: 'reply' | 'push'; lineMessageIds: string[] },
) {
  for (const [index, id] of ids.entries()) {
    await db
      .update(lineMessages)
      .set({ via: sent.via, lineMessageId: sent.lineMessageIds[index] ?? null })
      .where(eq(lineMessages.id, id));
  }
}

/** LINE refused the messages: nothing of a refused send stays. */
export async function dropPending(db: Db, ids: string[]) {
  await db.delete(lineMessages).where(inArray(lineMessages.id, ids));
}

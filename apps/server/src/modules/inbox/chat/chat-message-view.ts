import type { ChatMessage } from '@hubline/contract';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { isUuid } from '../../../core/db/ids.ts';
import { lineUserRecords } from '../../line-accounts/index.ts';
import { userDirectory } from '../../users/index.ts';
import { lineMessages } from '../messages.schema.ts';

// The search tokens only serve the search's WHERE: never read back.
const { searchTokens: _tokens, ...messageColumns } = getTableColumns(lineMessages);

/** The columns a chat message is shown with: its own, the group member's name, the agent's name. */
export const chatMessageColumns = {
  message: messageColumns,
  senderName: lineUserRecords.displayName,
  agentName: userDirectory.name,
};
type ChatMessageRow = {
  message: Omit<typeof lineMessages.$inferSelect, 'searchTokens'>;
  senderName: string | null;
  agentName: string | null;
};

/** Messages with their names: the sender among the account's friends, the agent among users. */
export const withNames = (db: Db) =>
  db
    .select(chatMessageColumns)
    .from(lineMessages)
    .leftJoin(
      lineUserRecords,
      and(
        eq(lineUserRecords.lineAccountId, lineMessages.lineAccountId),
        eq(lineUserRecords.userId, lineMessages.senderId),
      ),
    )
    .leftJoin(userDirectory, eq(userDirectory.id, lineMessages.agentId));

/** Where the console fetches a message's stored media (the route checks the hub and permission). */
export function contentUrl(hubId: string, seq: number, vid: string, messageId: string) {
  return `/api/${encodeURIComponent(hubId)}/line/chat/${seq}/${vid}/content/${messageId}`;
}

export function toChatMessage(row: ChatMessageRow, where: { seq: number; vid: string }): ChatMessage {
  const { message } = row;
  return {
    id: message.id,
    direction: message.direction,
    type: message.type,
    payload: message.payload,
    contentUrl: message.contentPath ? contentUrl(message.hubId, where.seq, where.vid, message.id) : null,
    senderId: message.senderId,
    senderName: message.direction === 'in' ? row.senderName : null,
    agentName: row.agentName,
    source: message.source,
    via: message.via,
    unsent: message.unsentAt !== null,
    sentAt: message.sentAt.toISOString(),
  };
}

/** One message of the hub as a chat shows it (the WebSocket sends it as it happens). */
export async function findChatMessage(
  db: Db,
  hubId: string,
  id: string,
  where: { seq: number; vid: string },
) {
  if (!isUuid(id)) return undefined;
  const [row] = await withNames(db).where(and(eq(lineMessages.hubId, hubId), eq(lineMessages.id, id)));
  return row && toChatMessage(row, where);
}

import type { InboxUser } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import type { Access } from '../../core/auth/guard.ts';
import type { Db } from '../../core/db/client.ts';
import { isUuid } from '../../core/db/ids.ts';
import { AppError } from '../../core/http/errors.ts';
import type { CrmPort } from '../crm/index.ts';
import { lineAccountRecords, lineUserRecords } from '../line-accounts/index.ts';
import { type ConversationRow, inboxConversations } from './inbox.schema.ts';
import { contactAccessOf, inboxReach, reaches } from './inbox-reach.ts';

/** The columns a conversation is shown with: its own, and its friend's for a 1:1 chat. */
export const conversationColumns = {
  conversation: inboxConversations,
  seq: lineAccountRecords.seq,
  displayName: lineUserRecords.displayName,
  friendPicture: lineUserRecords.pictureUrl,
  blockedAt: lineUserRecords.blockedAt,
  contactId: lineUserRecords.contactId,
};

export type ConversationView = {
  conversation: ConversationRow;
  seq: number;
  displayName: string | null;
  friendPicture: string | null;
  blockedAt: Date | null;
  contactId: string | null;
};

export const withFriend = (db: Db) =>
  db
    .select(conversationColumns)
    .from(inboxConversations)
    .innerJoin(lineAccountRecords, eq(lineAccountRecords.id, inboxConversations.lineAccountId))
    .leftJoin(lineUserRecords, eq(lineUserRecords.id, inboxConversations.lineUserId));

/** One conversation of the hub as the inbox shows it; undefined when the hub has no such one. */
export async function findConversationView(db: Db, hubId: string, vid: string) {
  if (!isUuid(vid)) return undefined;
  const [view] = await withFriend(db).where(
    and(eq(inboxConversations.hubId, hubId), eq(inboxConversations.id, vid)),
  );
  return view;
}

/** The conversation as `findConversationView` finds it, when the member reaches it (contactAccessInInbox). */
export async function findReachableView(deps: { db: Db; crm: CrmPort }, access: Access, vid: string) {
  const view = await findConversationView(deps.db, access.hub.id, vid);
  if (!view) return undefined;
  const reach = await inboxReach(deps, access);
  return reaches(reach, { assigneeId: view.conversation.assigneeId, contactId: view.contactId })
    ? view
    : undefined;
}

/**
 * Refuses as "not found" a conversation beyond a limited member's reach, for the CRM side panel,
 * which names conversations by their friend. Members who reach everything are not asked about.
 */
export async function assertReachable(deps: { db: Db; crm: CrmPort }, access: Access, vid: string) {
  if (contactAccessOf(access.member) === 'everything') return;
  if (!(await findReachableView(deps, access, vid))) throw new AppError('error.notFound');
}

export function toInboxUser(view: ConversationView): InboxUser {
  const { conversation } = view;
  return {
    vid: conversation.id,
    seq: view.seq,
    chatType: conversation.chatType,
    chatId: conversation.chatId,
    displayName: view.displayName || conversation.title || '',
    pictureUrl: view.friendPicture ?? conversation.pictureUrl,
    status: conversation.status,
    unread: conversation.unread,
    stopAutoResponse: conversation.stopAutoResponse,
    markAsSpam: conversation.markAsSpam,
    lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
    lastMessage: conversation.lastMessage,
    blockedAt: view.blockedAt?.toISOString() ?? null,
    blocked: view.blockedAt !== null,
    contactId: view.contactId,
    friendId: conversation.lineUserId,
    assigneeId: conversation.assigneeId,
  };
}

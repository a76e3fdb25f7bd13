import { and, eq } from 'drizzle-orm';
import { receivedInInbox, unsentInInbox } from '../../inbox/inbox-intake.ts';
import { lineMessages } from '../../inbox/messages.schema.ts';
import { fetchProfile } from '../../line-accounts/index.ts';
import { type LineAccountRow, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import { retryLineContent } from '../line-content.job.ts';
import type { WebhookEventRow } from '../webhooks.schema.ts';
import { messageOnCrm } from './crm-log.ts';
import { type HandlerDeps, sourceOf } from './handle-line-event.ts';
import { fetchLineContent, MEDIA } from './line-content.ts';
import { announceOnSlack } from './slack-announce.ts';

/** Stores a received message in its conversation, with its media downloaded from LINE. */
export async function onMessage(deps: HandlerDeps, account: LineAccountRow, event: WebhookEventRow) {
  const { chatType, chatId, userId } = sourceOf(event);
  const message = event.payload.message as
    | { id?: string; type?: string; contentProvider?: { type?: string } }
    | undefined;
  if (!chatId || !message?.id || !message.type) return;
  const friendId =
    chatType === 'user' && userId ? await touchFriend(deps, account, userId, event.occurredAt) : undefined;
  const content =
    MEDIA.has(message.type) && message.contentProvider?.type !== 'external'
      ? await fetchLineContent(deps, account, { id: message.id, type: message.type })
      : null;
  const [inserted] = await deps.db
    .insert(lineMessages)
    .values({
      hubId: account.hubId,
      lineAccountId: account.id,
      chatType,
      chatId,
      senderId: userId ?? null,
      direction: 'in',
      lineMessageId: message.id,
      type: message.type,
      payload: message,
      contentPath: content === 'later' ? null : content,
      sentAt: event.occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: lineMessages.id });
  // Only a message stored just now is announced and logged: a redelivered event does nothing twice.
  if (!inserted) {
    if (content && content !== 'later') await deps.files.delete(content);
    return;
  }
  // A video or audio LINE is still preparing: the message shows now, its content follows.
  if (content === 'later') await retryLineContent(deps, { messageRowId: inserted.id, tries: 0 });
  await receivedInInbox(
    deps,
    account,
    event,
    { chatType, chatId, lineUserId: friendId },
    { ...message, id: message.id },
    inserted.id,
  );
  if (account.slackWebhookUrl) await announceOnSlack(deps, account, userId, message);
  if (chatType === 'user' && userId) await messageOnCrm(deps, account, userId, message);
}

export async function onUnsend(deps: HandlerDeps, account: LineAccountRow, event: WebhookEventRow) {
  const unsend = event.payload.unsend as { messageId?: string } | undefined;
  if (!unsend?.messageId) return;
  const [unsent] = await deps.db
    .update(lineMessages)
    .set({ unsentAt: event.occurredAt })
    .where(and(eq(lineMessages.lineAccountId, account.id), eq(lineMessages.lineMessageId, unsend.messageId)))
    .returning({ id: lineMessages.id, chatType: lineMessages.chatType, chatId: lineMessages.chatId });
  if (unsent) await unsentInInbox(deps, account, unsent, unsent.id);
}

/** Someone who writes without a follow event (LINE allows it) still becomes a known user of the account. */
async function touchFriend(
  deps: HandlerDeps,
  account: LineAccountRow,
  userId: string,
  at: Date,
): Promise<string> {
  const [known] = await deps.db
    .update(lineUsers)
    .set({ lastMessageAt: at })
    .where(and(eq(lineUsers.lineAccountId, account.id), eq(lineUsers.userId, userId)))
    .returning({ id: lineUsers.id });
  if (known) return known.id;
  const profile = await fetchProfile(deps, account, userId);
  const [friend] = await deps.db
    .insert(lineUsers)
    .values({ hubId: account.hubId, lineAccountId: account.id, userId, lastMessageAt: at, ...profile })
    .onConflictDoUpdate({ target: [lineUsers.lineAccountId, lineUsers.userId], set: { lastMessageAt: at } })
    .returning({ id: lineUsers.id });
  if (!friend) throw new Error('friend upsert returned nothing');
  return friend.id;
}

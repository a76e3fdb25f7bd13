import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps.ts';
import type { LineEvents } from '../../core/line/line-events.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';
import { receivedInInbox, unsentInInbox } from './inbox-intake.ts';
import { retryLineContent } from './line-content.job.ts';
import { fetchLineContent, MEDIA } from './line-content.ts';
import { lineMessages } from './messages.schema.ts';

export type IntakeDeps = Pick<Deps, 'db' | 'secrets' | 'config' | 'queue' | 'realtime' | 'files' | 'line'>;
type Events = LineEvents<LineAccountRow>;

/**
 * Stores a received message in its conversation, with its media downloaded from LINE. Once per
 * message: the row is unique on LINE's message id, and only a message stored just now moves its
 * conversation.
 */
export async function onMessage(deps: IntakeDeps, event: Events['message']) {
  const { account, chat, message } = event;
  const content =
    MEDIA.has(message.type) && message.contentProvider?.type !== 'external'
      ? await fetchLineContent(deps, account, { id: message.id, type: message.type })
      : null;
  const [inserted] = await deps.db
    .insert(lineMessages)
    .values({
      hubId: event.hubId,
      lineAccountId: event.lineAccountId,
      chatType: chat.type,
      chatId: chat.id,
      senderId: event.userId ?? null,
      direction: 'in',
      lineMessageId: message.id,
      type: message.type,
      payload: message,
      contentPath: content === 'later' ? null : content,
      sentAt: event.occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: lineMessages.id });
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
    { chatType: chat.type, chatId: chat.id, lineUserId: event.friend?.id },
    message,
    inserted.id,
  );
}

/** The friend unsent a message: it stays, marked unsent (setting the same time again changes nothing). */
export async function onUnsend(deps: IntakeDeps, event: Events['unsend']) {
  const [unsent] = await deps.db
    .update(lineMessages)
    .set({ unsentAt: event.occurredAt })
    .where(
      and(
        eq(lineMessages.lineAccountId, event.lineAccountId),
        eq(lineMessages.lineMessageId, event.messageId),
      ),
    )
    .returning({ id: lineMessages.id, chatType: lineMessages.chatType, chatId: lineMessages.chatId });
  if (unsent) await unsentInInbox(deps, event.account, unsent, unsent.id);
}

import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../core/http/errors.ts';
import { messagingClients } from '../../../core/line/line-clients.ts';
import { lineMessages } from '../../conversations/messages.schema.ts';
import { receivedInInbox, unsentInInbox } from '../../inbox/inbox-intake.ts';
import { type LineAccountRow, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import type { WebhookEventRow } from '../webhooks.schema.ts';
import { logOnCrm } from './crm-log.ts';
import { fetchProfile } from './friendship.ts';
import { type HandlerDeps, sourceOf } from './handle-line-event.ts';
import { announceOnSlack } from './slack-announce.ts';

const MEDIA = new Set(['image', 'video', 'audio', 'file']);
/** A bound on what one message's content may take on disk; LINE's apps send files of up to 1 GB. */
const LINE_CONTENT_MAX_BYTES = 1024 * 1024 * 1024;

/** Stores a received message in its conversation, with its media downloaded from LINE. */
export async function onMessage(deps: HandlerDeps, account: LineAccountRow, event: WebhookEventRow) {
  const { chatType, chatId, userId } = sourceOf(event);
  const message = event.payload.message as
    | { id?: string; type?: string; contentProvider?: { type?: string } }
    | undefined;
  if (!chatId || !message?.id || !message.type) return;
  const friendId =
    chatType === 'user' && userId ? await touchFriend(deps, account, userId, event.occurredAt) : undefined;
  const contentPath =
    MEDIA.has(message.type) && message.contentProvider?.type !== 'external'
      ? await storeContent(deps, account, message.id)
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
      contentPath,
      sentAt: event.occurredAt,
    })
    .onConflictDoNothing()
    .returning({ id: lineMessages.id });
  // Only a message stored just now is announced and logged: a redelivered event does nothing twice.
  if (!inserted) return;
  await receivedInInbox(
    deps,
    account,
    event,
    { chatType, chatId, lineUserId: friendId },
    { ...message, id: message.id },
    inserted.id,
  );
  if (account.slackWebhookUrl) await announceOnSlack(deps, account, userId, message);
  if (chatType === 'user' && userId) await logOnCrm(deps, account, userId, message);
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

/**
 * Streams the message's content from LINE into the files port, under an id of ours (the message
 * id stays in the row, never in a path). Content beyond the bound is recorded without its file.
 */
async function storeContent(deps: HandlerDeps, account: LineAccountRow, messageId: string) {
  const { blob } = messagingClients(
    account.platform,
    deps.config.line,
    deps.secrets.open(account.accessToken),
  );
  const stream = await blob.getMessageContent(messageId);
  try {
    return (await deps.files.put('line', stream, { maxBytes: LINE_CONTENT_MAX_BYTES })).key;
  } catch (error) {
    if (error instanceof AppError && error.code === 'file.tooLarge') return null;
    throw error;
  }
}

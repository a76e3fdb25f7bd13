import { and, eq } from 'drizzle-orm';
import { mapBounded } from '../../core/async/map-bounded.ts';
import type { Deps } from '../../core/deps.ts';
import type { LineEvents } from '../../core/line/line-events.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';
import { type Received, receivedInInbox, unsentInInbox } from './inbox-intake.ts';
import { retryLineContent } from './line-content.job.ts';
import { fetchLineContent, MEDIA } from './line-content.ts';
import { lineMessages } from './messages.schema.ts';

export type IntakeDeps = Pick<Deps, 'db' | 'secrets' | 'config' | 'queue' | 'realtime' | 'files' | 'line'>;
type Events = LineEvents<LineAccountRow>;

/** Media downloads at once for a batch of received messages. */
const CONTENT_FETCHES = 8;

/**
 * Stores received messages in their conversations, with their media downloaded from LINE (one
 * insert for the batch, one upsert of their conversations). Once per message: rows are unique on
 * LINE's message id, and only messages stored just now move their conversations.
 */
export async function onMessages(deps: IntakeDeps, events: readonly Events['message'][]) {
  const contents = await mapBounded(events, CONTENT_FETCHES, ({ account, message }) =>
    MEDIA.has(message.type) && message.contentProvider?.type !== 'external'
      ? fetchLineContent(deps, account, { id: message.id, type: message.type })
      : Promise.resolve(null),
  );
  const stored = await insertReceivedMessages(
    deps.db,
    events.map((event, index) => {
      const content = contents[index];
      return {
        hubId: event.hubId,
        lineAccountId: event.lineAccountId,
        chatType: event.chat.type,
        chatId: event.chat.id,
        senderId: event.userId ?? null,
        direction: 'in' as const,
        lineMessageId: event.message.id,
        type: event.message.type,
        payload: event.message,
        contentPath: content === 'later' ? null : (content ?? null),
        sentAt: event.occurredAt,
      };
    }),
  );
  const received: Received[] = [];
  for (const [index, event] of events.entries()) {
    const content = contents[index];
    const key = `${event.lineAccountId} ${event.message.id}`;
    const storedId = stored.get(key);
    // Taken once, also when LINE gave the same message twice in the batch.
    stored.delete(key);
    if (!storedId) {
      // Stored before (a retried event): this copy of its content goes.
      if (content && content !== 'later') await deps.files.delete(content);
      continue;
    }
    // A video or audio LINE is still preparing: the message shows now, its content follows.
    if (content === 'later') await retryLineContent(deps, { messageRowId: storedId, tries: 0 });
    const { chat } = event;
    received.push({
      event,
      chat: { chatType: chat.type, chatId: chat.id, lineUserId: event.friend?.id },
      message: event.message,
      storedId,
    });
  }
  await receivedInInbox(deps, received);
}

/**
 * Where every received message is inserted (one statement for many), skipping those already
 * stored; the ids of the ones stored now, by account and LINE message id. Whatever must follow a
 * received message's insert (an index, a count) belongs here.
 */
export async function insertReceivedMessages(db: Deps['db'], rows: (typeof lineMessages.$inferInsert)[]) {
  if (rows.length === 0) return new Map<string, string>();
  const inserted = await db.insert(lineMessages).values(rows).onConflictDoNothing().returning({
    id: lineMessages.id,
    lineAccountId: lineMessages.lineAccountId,
    lineMessageId: lineMessages.lineMessageId,
  });
  return new Map(inserted.map((row) => [`${row.lineAccountId} ${row.lineMessageId}`, row.id]));
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

import type { Deps } from '../../core/deps.ts';
import type { InboxSignal } from '../../core/realtime/realtime.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';
import {
  type Activity,
  type Chat,
  ensureConversation,
  lastMessageOf,
  recordActivities,
  updateConversation,
} from './conversations.repository.ts';
import type { ConversationRow } from './inbox.schema.ts';

type IntakeDeps = Pick<Deps, 'db' | 'secrets' | 'config' | 'realtime' | 'line'>;

type ChatOf = { chatType: 'user' | 'group' | 'room'; chatId: string; lineUserId?: string };

/** LINE-FACTS §2: a reply token is good for a minute after delivery, and never past 20 minutes after the event. */
const REPLY_WINDOW_MS = 60_000;
const REPLY_MAX_AGE_MS = 20 * 60_000;

/** When and how the event came, as far as replying to it goes. */
type ReplyWindow = {
  occurredAt: Date;
  receivedAt: Date;
  replyToken: string | undefined;
  mode: string | undefined;
};

function replyOf(event: ReplyWindow) {
  const token = event.replyToken;
  // Standby mode (another channel answers) gives no token; the bot must not reply.
  if (token === undefined || event.mode === 'standby') return undefined;
  const expiresAt = Math.min(
    event.receivedAt.getTime() + REPLY_WINDOW_MS,
    event.occurredAt.getTime() + REPLY_MAX_AGE_MS,
  );
  return { token, expiresAt: new Date(expiresAt) };
}

/** A received message, stored just now (`storedId`), with the event it came in. */
export interface Received {
  event: ReplyWindow & { account: LineAccountRow };
  chat: ChatOf;
  message: { id: string; type?: string; text?: unknown };
  storedId: string;
}

/**
 * Received messages just stored: each conversation moves up once, with its newest message as the
 * preview, counts them unread and keeps the newest reply token (one statement for all), and
 * watchers hear of every message (one more).
 */
export async function receivedInInbox(deps: IntakeDeps, received: readonly Received[]) {
  const byChat = new Map<
    string,
    { chat: Chat; activity: Required<Omit<Activity, 'reply'>> & Activity; account: LineAccountRow }
  >();
  for (const { event, chat, message } of received) {
    const { account } = event;
    const key = `${account.id} ${chat.chatId}`;
    const entry = byChat.get(key) ?? {
      account,
      chat: { hubId: account.hubId, lineAccountId: account.id, ...chat },
      activity: { at: event.occurredAt, last: lastMessageOf('in', message), incoming: 0 },
    };
    entry.activity.incoming += 1;
    if (entry.activity.at <= event.occurredAt) {
      entry.activity.at = event.occurredAt;
      entry.activity.last = lastMessageOf('in', message);
      entry.activity.reply = replyOf(event) ?? entry.activity.reply;
    }
    byChat.set(key, entry);
  }
  const chats = [...byChat.values()];
  const conversations = await recordActivities(deps.db, chats);
  const accountOf = new Map(
    chats.map(({ chat, account }) => [`${chat.lineAccountId} ${chat.chatId}`, account]),
  );
  const vidOf = new Map(conversations.map((row) => [`${row.lineAccountId} ${row.chatId}`, row.id]));
  for (const conversation of conversations) {
    const account = accountOf.get(`${conversation.lineAccountId} ${conversation.chatId}`);
    if (account) await nameGroup(deps, account, conversation);
  }
  await deps.realtime.publishAll(
    received.flatMap(({ event, chat, storedId }) => {
      const vid = vidOf.get(`${event.account.id} ${chat.chatId}`);
      return vid ? [messageSignal(event.account, vid, storedId)] : [];
    }),
  );
}

/** A follow (or a join) opens the conversation, so an agent can greet before the first message. */
export async function openedInInbox(deps: IntakeDeps, account: LineAccountRow, chat: ChatOf, at: Date) {
  const conversation = await ensureConversation(
    deps.db,
    { hubId: account.hubId, lineAccountId: account.id, ...chat },
    at,
  );
  await nameGroup(deps, account, conversation);
  await conversationChanged(deps, account, conversation.id);
  return conversation;
}

/** The account left a group or room: the conversation stays for its history, closed to writing. */
export async function leftInInbox(deps: IntakeDeps, account: LineAccountRow, chat: ChatOf, at: Date) {
  const conversation = await ensureConversation(deps.db, {
    hubId: account.hubId,
    lineAccountId: account.id,
    ...chat,
  });
  await updateConversation(deps.db, account.hubId, conversation.id, { leftAt: at });
  await conversationChanged(deps, account, conversation.id);
}

/** A friend unsent a message: open chats hear of it again, now shown as unsent. */
export async function unsentInInbox(
  deps: IntakeDeps,
  account: LineAccountRow,
  chat: Omit<ChatOf, 'lineUserId'>,
  storedId: string,
) {
  // The message's conversation exists (it was made with the message): this finds it.
  const conversation = await ensureConversation(deps.db, {
    hubId: account.hubId,
    lineAccountId: account.id,
    ...chat,
  });
  await messageChanged(deps, account, conversation.id, storedId);
}

/** A message of a conversation came or changed: every open chat of the hub hears of it. */
function messageChanged(
  deps: Pick<Deps, 'realtime'>,
  account: Pick<LineAccountRow, 'hubId' | 'seq'>,
  vid: string,
  messageId: string,
) {
  return deps.realtime.publish(messageSignal(account, vid, messageId));
}

function messageSignal(
  account: Pick<LineAccountRow, 'hubId' | 'seq'>,
  vid: string,
  messageId: string,
): InboxSignal {
  return { kind: 'message', hubId: account.hubId, seq: account.seq, vid, messageId };
}

export function conversationChanged(
  deps: Pick<Deps, 'realtime'>,
  account: Pick<LineAccountRow, 'hubId' | 'seq'>,
  vid: string,
) {
  return deps.realtime.publish({ kind: 'conversation', hubId: account.hubId, seq: account.seq, vid });
}

/** Groups are listed by their LINE name and picture, read once; rooms have none. */
async function nameGroup(deps: IntakeDeps, account: LineAccountRow, conversation: ConversationRow) {
  if (conversation.chatType !== 'group' || conversation.title) return;
  const api = deps.line.messaging({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  const summary = await api.getGroupSummary(conversation.chatId).catch(() => undefined);
  if (!summary) return;
  await updateConversation(deps.db, account.hubId, conversation.id, {
    title: summary.groupName,
    pictureUrl: summary.pictureUrl ?? null,
  });
}

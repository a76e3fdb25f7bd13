import type { Deps } from '../../core/deps.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';
import {
  ensureConversation,
  lastMessageOf,
  recordActivity,
  updateConversation,
} from './conversations.repository.ts';
import type { ConversationRow } from './inbox.schema.ts';

type IntakeDeps = Pick<Deps, 'db' | 'secrets' | 'config' | 'realtime' | 'line'>;
type ChatOf = { chatType: 'user' | 'group' | 'room'; chatId: string; lineUserId?: string };

/** LINE-FACTS §2: a reply token is good for a minute after delivery, and never past 20 minutes after the event. */
const REPLY_WINDOW_MS = 60_000;
const REPLY_MAX_AGE_MS = 20 * 60_000;

/** When and how the event came, as far as replying to it goes. */
type Received = {
  occurredAt: Date;
  receivedAt: Date;
  replyToken: string | undefined;
  mode: string | undefined;
};

function replyOf(event: Received) {
  const token = event.replyToken;
  // Standby mode (another channel answers) gives no token; the bot must not reply.
  if (token === undefined || event.mode === 'standby') return undefined;
  const expiresAt = Math.min(
    event.receivedAt.getTime() + REPLY_WINDOW_MS,
    event.occurredAt.getTime() + REPLY_MAX_AGE_MS,
  );
  return { token, expiresAt: new Date(expiresAt) };
}

/** A stored received message: its conversation moves up, counts it unread, keeps its reply token, and watchers hear of it. */
export async function receivedInInbox(
  deps: IntakeDeps,
  account: LineAccountRow,
  event: Received,
  chat: ChatOf,
  message: { id: string; type?: string; text?: unknown },
  storedId: string,
) {
  const conversation = await recordActivity(
    deps.db,
    { hubId: account.hubId, lineAccountId: account.id, ...chat },
    { at: event.occurredAt, last: lastMessageOf('in', message), reply: replyOf(event) },
  );
  await nameGroup(deps, account, conversation);
  await messageChanged(deps, account, conversation.id, storedId);
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
  return deps.realtime.publish({ kind: 'message', hubId: account.hubId, seq: account.seq, vid, messageId });
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

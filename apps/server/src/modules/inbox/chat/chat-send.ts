import { FREE_PLAN_MONTHLY_CHAT_MESSAGES } from '@hubline/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Access } from '../../../core/auth/guard.ts';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { lastMessageOf, recordActivity, takeReplyToken } from '../conversations.repository.ts';
import { inboxConversations } from '../inbox.schema.ts';
import { conversationChanged } from '../inbox-intake.ts';
import { getInboxSettings } from '../inbox-settings.ts';
import type { OpenChat } from './chat-conversation.ts';
import { fileMessage } from './chat-media.ts';
import type { SendInput } from './chat-send-input.ts';
import { freePlanRemaining, refusalOf } from './composer.ts';
import { deliverToChat } from './line-delivery.ts';
import { dropPending, markDelivered, type OutgoingPart, recordPending } from './pending-messages.ts';

type SendDeps = Pick<Deps, 'db' | 'secrets' | 'config' | 'realtime' | 'files' | 'line'>;
type Agent = { id: string; name: string };
/** LINE's limit on `sender.name` (LINE-FACTS §10). */
const SENDER_NAME_MAX = 20;

/** Refuses with the first chat error of core.md §8 that holds now; nothing is sent or stored. */
export async function assertCanSend(deps: SendDeps, chat: OpenChat, access: Access) {
  const remaining = await freePlanRemaining(deps.db, chat.account.hubId);
  const refusal = refusalOf(chat, access.member.hasSeat, remaining);
  if (refusal) throw new AppError(refusal, { limit: FREE_PLAN_MONTHLY_CHAT_MESSAGES });
}

/** Shows the agent's name to the friend unless the account hides senders' names. */
async function senderOf(deps: SendDeps, chat: OpenChat, agent: Agent, showSenderName: boolean | undefined) {
  const show = showSenderName ?? (await getInboxSettings(deps.db, chat.account.hubId)).showSenderName;
  const name = agent.name.trim().slice(0, SENDER_NAME_MAX);
  return show && !chat.account.options.hideSenderName && name ? { name } : undefined;
}

/** The messages one send makes: the file first (already stored, fetched by LINE), then the text. */
function messagesOf(deps: SendDeps, input: SendInput) {
  const messages: OutgoingPart[] = [];
  if (input.file) {
    messages.push({ message: fileMessage(deps.config.publicUrl, input.file), contentPath: input.file.key });
  }
  if (input.text) messages.push({ message: { type: 'text', text: input.text }, contentPath: null });
  return messages;
}

/**
 * An agent's message to a chat (core.md §7 Chat): checked, recorded as pending, delivered with the
 * reply token or a push keyed by the record, marked sent, then the conversation moves up and
 * watchers hear of it. A refused send leaves neither rows nor files.
 */
export async function sendChatMessage(deps: SendDeps, chat: OpenChat, agent: Agent, input: SendInput) {
  const { conversation } = chat.view;
  const sender = await senderOf(deps, chat, agent, input.showSenderName);
  const parts = messagesOf(deps, input).map((part) => ({
    ...part,
    message: sender ? { ...part.message, sender } : part.message,
  }));
  const api = deps.line.messaging({
    platform: chat.account.platform,
    accessToken: deps.secrets.open(chat.account.accessToken),
  });
  const now = new Date();
  const ids = await recordPending(deps.db, chat, agent.id, parts, now).catch(async (error: unknown) => {
    await removeFiles(deps, parts);
    throw error;
  });
  const [first] = ids;
  if (!first) throw new Error('message insert returned nothing');
  const replyToken = await takeReplyToken(deps.db, conversation.id, now);
  const sent = await deliverToChat(
    api,
    conversation.chatId,
    parts.map((part) => part.message),
    replyToken,
    first,
  ).catch(async (error: unknown) => {
    await dropPending(deps.db, ids);
    await removeFiles(deps, parts);
    throw error;
  });
  await markDelivered(deps.db, ids, sent);
  const last = parts.at(-1)?.message ?? { type: 'text' };
  await recordActivity(
    deps.db,
    {
      hubId: chat.account.hubId,
      lineAccountId: chat.account.id,
      chatType: conversation.chatType,
      chatId: conversation.chatId,
      lineUserId: conversation.lineUserId ?? undefined,
    },
    { at: now, last: lastMessageOf('out', last) },
  );
  await assignToSender(deps, chat, agent.id);
  for (const id of ids) {
    await deps.realtime.publish({
      kind: 'message',
      hubId: chat.account.hubId,
      seq: chat.account.seq,
      vid: conversation.id,
      messageId: id,
    });
  }
  return first;
}

async function removeFiles(deps: SendDeps, parts: { contentPath: string | null }[]) {
  for (const { contentPath } of parts) {
    if (contentPath) await deps.files.delete(contentPath);
  }
}

/** Auto-assign (inbox settings): an unassigned conversation goes to the agent who answers it first. */
async function assignToSender(deps: SendDeps, chat: OpenChat, agentId: string) {
  const settings = await getInboxSettings(deps.db, chat.account.hubId);
  if (!settings.autoAssign) return;
  const [assigned] = await deps.db
    .update(inboxConversations)
    .set({ assigneeId: agentId })
    .where(and(eq(inboxConversations.id, chat.view.conversation.id), isNull(inboxConversations.assigneeId)))
    .returning({ id: inboxConversations.id });
  if (assigned) await conversationChanged(deps, chat.account, assigned.id);
}

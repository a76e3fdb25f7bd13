import type { Deps } from '../../core/deps.ts';
import type {
  AnyLineEvent,
  LineChatType,
  LineEventFriend,
  LineEventMessage,
} from '../../core/line/line-events.ts';
import {
  fetchProfile,
  friendBlocked,
  friendFollowed,
  friendWrote,
  type LineAccountRow,
} from '../line-accounts/index.ts';
import type { WebhookEventRow } from './webhooks.schema.ts';

type Source = { type?: string; userId?: string; groupId?: string; roomId?: string };
type Members = { members?: { type?: string; userId?: string }[] };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const record = (value: unknown) => (value ?? {}) as Record<string, unknown>;

/** The chat an event happened in: a group, a room, or the friend's one-to-one chat. */
export function chatOf(payload: Record<string, unknown>) {
  const source = payload.source as Source | undefined;
  const type: LineChatType = source?.type === 'group' ? 'group' : source?.type === 'room' ? 'room' : 'user';
  return { type, id: source?.groupId ?? source?.roomId ?? source?.userId, userId: source?.userId };
}

/**
 * What every event says, read from the stored row; none without a chat, which LINE gives with
 * every event but a notification message's delivery.
 */
function baseOf(account: LineAccountRow, row: WebhookEventRow) {
  const { type, id = '', userId } = chatOf(row.payload);
  if (!id && row.type !== 'delivery') return undefined;
  return {
    eventId: row.id,
    webhookEventId: row.webhookEventId,
    hubId: account.hubId,
    lineAccountId: account.id,
    account,
    chat: { type, id },
    userId,
    occurredAt: row.occurredAt,
    receivedAt: row.receivedAt,
    replyToken: text(row.payload.replyToken),
    mode: text(row.payload.mode),
    payload: row.payload,
  };
}

function userIdsOf(members: unknown) {
  return (
    ((members ?? {}) as Members).members?.flatMap((member) =>
      member.type === 'user' && member.userId ? [member.userId] : [],
    ) ?? []
  );
}

/**
 * The typed event its subscribers are given, with what they share resolved once: the chat, and
 * the friend's row (made or updated here, a follow's with the LINE profile). Undefined for an
 * event no subscriber can act on: an unknown type, or one missing what its type needs.
 */
export async function lineEventOf(
  deps: Pick<Deps, 'db' | 'line' | 'secrets'>,
  account: LineAccountRow,
  row: WebhookEventRow,
  /** The writers of a batch of messages, made or updated for the whole batch at once. */
  writers?: ReadonlyMap<string, LineEventFriend>,
): Promise<AnyLineEvent<LineAccountRow> | undefined> {
  const base = baseOf(account, row);
  if (!base) return undefined;
  const { chat, userId } = base;
  const { payload } = row;
  switch (row.type) {
    case 'follow': {
      if (!userId) return undefined;
      const profile = await fetchProfile(deps, account, userId);
      const friend = await friendFollowed(deps.db, account, userId, row.occurredAt, profile);
      return { ...base, type: 'follow', userId, friend, profile };
    }
    case 'unfollow': {
      if (!userId) return undefined;
      const friend = await friendBlocked(deps.db, account, userId, row.occurredAt);
      return { ...base, type: 'unfollow', userId, friend };
    }
    case 'message': {
      const message = payload.message as LineEventMessage | undefined;
      if (!message?.id || !message.type) return undefined;
      const friend =
        chat.type === 'user' && userId
          ? (writers?.get(userId) ?? (await friendWrote(deps, account, userId, row.occurredAt)))
          : undefined;
      return { ...base, type: 'message', message, friend };
    }
    case 'unsend': {
      const messageId = text(record(payload.unsend).messageId);
      return messageId ? { ...base, type: 'unsend', messageId } : undefined;
    }
    case 'join':
    case 'leave':
      return chat.type === 'user'
        ? undefined
        : { ...base, type: row.type, chat: { ...chat, type: chat.type } };
    case 'memberJoined':
    case 'memberLeft': {
      if (chat.type !== 'group') return undefined;
      const userIds = userIdsOf(row.type === 'memberJoined' ? payload.joined : payload.left);
      return { ...base, type: row.type, chat: { ...chat, type: chat.type }, userIds };
    }
    case 'postback': {
      const postback = record(payload.postback);
      return {
        ...base,
        type: 'postback',
        postback: { data: text(postback.data) ?? '', params: postback.params },
      };
    }
    case 'videoPlayComplete':
      return {
        ...base,
        type: 'videoPlayComplete',
        trackingId: text(record(payload.videoPlayComplete).trackingId) ?? '',
      };
    case 'beacon': {
      const beacon = record(payload.beacon);
      return {
        ...base,
        type: 'beacon',
        beacon: { hwid: text(beacon.hwid) ?? '', type: text(beacon.type) ?? '', dm: text(beacon.dm) },
      };
    }
    case 'delivery': {
      const data = text(record(payload.delivery).data);
      return data ? { ...base, type: 'delivery', data } : undefined;
    }
    default:
      return undefined;
  }
}

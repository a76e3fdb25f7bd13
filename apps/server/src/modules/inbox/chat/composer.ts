import { type ComposerState, type ErrorCode, FREE_PLAN_MONTHLY_CHAT_MESSAGES } from '@hubline/contract';
import type { Db } from '../../../core/db/client.ts';
import type { Deps } from '../../../core/deps.ts';
import { getHub } from '../../hubs/index.ts';
import type { OpenChat } from './chat-conversation.ts';
import { chatMessagesThisMonth } from './chat-messages-this-month.ts';

type ComposerDeps = Pick<Deps, 'db' | 'secrets' | 'config' | 'line'>;

/** Free plan (core.md §9): agents' chat messages left this month, counted in the hub's time zone; null on other plans. */
export async function freePlanRemaining(db: Db, hubId: string): Promise<number | null> {
  const hub = await getHub(db, hubId);
  if (hub?.subscription !== 'free') return null;
  const sent = await chatMessagesThisMonth(db, { hubId }, hub.timezone);
  return Math.max(0, FREE_PLAN_MONTHLY_CHAT_MESSAGES - sent);
}

/** Pure: the chat error (core.md §8) that refuses a send now, in the order they are checked; null when sending is allowed. */
export function refusalOf(
  chat: Pick<OpenChat, 'view' | 'followedAt'>,
  hasSeat: boolean,
  remaining: number | null,
): ErrorCode | null {
  const { conversation } = chat.view;
  if (!hasSeat) return 'chat.error.noSeat';
  if (remaining === 0) return 'chat.error.freePlanLimit';
  if (conversation.chatType === 'user') {
    if (chat.view.blockedAt) return 'chat.error.blocked';
    if (!chat.followedAt) return 'chat.error.notFriend';
  } else if (conversation.leftAt) {
    return 'chat.error.groupNotFriend';
  }
  return null;
}

/** LINE's monthly quota of the account; null when LINE sets none or cannot be reached (the chat still opens). */
async function lineQuota(deps: ComposerDeps, account: OpenChat['account']) {
  const api = deps.line.messaging({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  try {
    const [quota, consumption] = await Promise.all([api.getMessageQuota(), api.getMessageQuotaConsumption()]);
    if (quota.type !== 'limited' || quota.value === undefined) return null;
    return {
      limit: quota.value,
      used: consumption.totalUsage,
      remaining: Math.max(0, quota.value - consumption.totalUsage),
    };
  } catch {
    return null;
  }
}

/** What the next message will cost and whether it may go (ARCHITECTURE.md rule 7). */
export async function composerState(
  deps: ComposerDeps,
  chat: OpenChat,
  hasSeat: boolean,
  now = new Date(),
): Promise<ComposerState> {
  const { conversation } = chat.view;
  const [quota, remaining] = await Promise.all([
    lineQuota(deps, chat.account),
    freePlanRemaining(deps.db, chat.account.hubId),
  ]);
  const replyable =
    conversation.replyToken !== null &&
    conversation.replyTokenExpiresAt !== null &&
    conversation.replyTokenExpiresAt > now;
  return {
    nextSend: replyable ? 'reply' : 'push',
    replyExpiresAt: replyable ? (conversation.replyTokenExpiresAt?.toISOString() ?? null) : null,
    quota,
    freePlanRemaining: remaining,
    blockedBy: refusalOf(chat, hasSeat, remaining),
  };
}

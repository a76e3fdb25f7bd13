import type { Deps } from '../../../core/deps.ts';
import type { LineAccountRow } from '../../line-accounts/line-accounts.schema.ts';
import type { WebhookEventRow } from '../webhooks.schema.ts';
import { onFollow, onUnfollow } from './friendship.ts';
import { onJoin, onLeave, onMembers } from './group-company.ts';
import { onMessage, onUnsend } from './messages.ts';

export type HandlerDeps = Pick<
  Deps,
  'db' | 'secrets' | 'config' | 'queue' | 'crm' | 'realtime' | 'files' | 'line'
>;

/**
 * One event's effect. Events whose effects belong to features not built yet (postback, beacon,
 * videoPlayComplete: chatflows and auto-responses) are stored and marked processed, so those
 * features can act on the stored rows.
 */
export async function handleLineEvent(deps: HandlerDeps, account: LineAccountRow, event: WebhookEventRow) {
  switch (event.type) {
    case 'follow':
      return onFollow(deps, account, event);
    case 'unfollow':
      return onUnfollow(deps, account, event);
    case 'message':
      return onMessage(deps, account, event);
    case 'unsend':
      return onUnsend(deps, account, event);
    case 'join':
      return onJoin(deps, account, event);
    case 'leave':
      return onLeave(deps, account, event);
    case 'memberJoined':
    case 'memberLeft':
      return onMembers(deps, account, event);
    default:
      return undefined;
  }
}

/** The event's `source` (user, group or room), as LINE's webhook schema has it. */
export function sourceOf(event: WebhookEventRow) {
  const source = event.payload.source as
    | { type?: string; userId?: string; groupId?: string; roomId?: string }
    | undefined;
  const chatType = source?.type === 'group' ? 'group' : source?.type === 'room' ? 'room' : 'user';
  const chatId = source?.groupId ?? source?.roomId ?? source?.userId;
  return { chatType, chatId, userId: source?.userId } as const;
}

import type { InboxEvent } from '@hubline/contract';

type MessageEvent = Extract<InboxEvent, { type: 'message' }>;

export interface NoticeContext {
  /** The hub's inbox setting "Notify about new messages". */
  enabled: boolean;
  /** This browser's answer to Notification.requestPermission (undefined: no Notification API). */
  permission: NotificationPermission | undefined;
  /** The conversation this tab shows while it has focus: its agent sees the message already. */
  watching: string | undefined;
}

/**
 * Whether a live event deserves a browser notification: a message a friend sent (never what an
 * agent or the account sent), with the setting on and the browser's permission, and not in the
 * conversation the agent is looking at. The socket only carries conversations the agent can see.
 */
export function isNoticeWorthy(event: InboxEvent, context: NoticeContext): event is MessageEvent {
  return (
    event.type === 'message' &&
    event.message.direction === 'in' &&
    context.enabled &&
    context.permission === 'granted' &&
    context.watching !== event.vid
  );
}

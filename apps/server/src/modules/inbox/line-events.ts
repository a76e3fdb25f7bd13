import type { LineEventSubscriber } from '../../core/line/line-events.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';
import { conversationChanged, leftInInbox, openedInInbox } from './inbox-intake.ts';
import { type IntakeDeps, onMessages, onUnsend } from './received-message.ts';

/**
 * What LINE events do in the inbox. Each is idempotent: conversations are found or made by their
 * chat, messages are unique on LINE's message id, and the rest sets a state or tells watchers.
 */
export function inboxLineEvents(deps: IntakeDeps): LineEventSubscriber<LineAccountRow> {
  return {
    name: 'inbox',
    on: {
      // A follow opens the conversation, so an agent can greet before the first message.
      follow: async (event) => {
        if (!event.friend) return;
        const chat = { chatType: 'user' as const, chatId: event.userId, lineUserId: event.friend.id };
        await openedInInbox(deps, event.account, chat, event.occurredAt);
      },
      // The list shows the friend as blocked.
      unfollow: async (event) => {
        if (event.friend) await conversationChanged(deps, event.account, event.friend.id);
      },
      message: (event) => onMessages(deps, [event]),
      unsend: (event) => onUnsend(deps, event),
      join: async (event) => {
        const chat = { chatType: event.chat.type, chatId: event.chat.id };
        await openedInInbox(deps, event.account, chat, event.occurredAt);
      },
      leave: (event) =>
        leftInInbox(
          deps,
          event.account,
          { chatType: event.chat.type, chatId: event.chat.id },
          event.occurredAt,
        ),
    },
    onMessages: (events) => onMessages(deps, events),
  };
}

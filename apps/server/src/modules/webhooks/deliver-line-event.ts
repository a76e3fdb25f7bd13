import { mapBounded } from '../../core/async/map-bounded.ts';
import { groupBy } from '../../core/group-by.ts';
import type {
  AnyLineEvent,
  LineEventSubscriber,
  LineEvents,
  LineEventType,
} from '../../core/line/line-events.ts';

/** One subscriber's handler of the event's type, if it has one. */
function handlerOf<Account, Type extends LineEventType>(
  subscriber: LineEventSubscriber<Account>,
  event: LineEvents<Account>[Type] & { type: Type },
) {
  const handle: ((event: LineEvents<Account>[Type]) => Promise<void>) | undefined = subscriber.on[event.type];
  return handle && (() => handle(event));
}

/**
 * Gives the event to every subscriber, one after another in the list's order; the first failure
 * stops it, and the whole event is retried (so each subscriber is idempotent on the event).
 */
export async function deliverLineEvent<Account>(
  subscribers: readonly LineEventSubscriber<Account>[],
  event: AnyLineEvent<Account>,
) {
  for (const subscriber of subscribers) await handlerOf(subscriber, event)?.();
}

/**
 * Gives a batch of message events (each chat's in order) to every subscriber in the list's order:
 * all at once to one that takes batches, else one by one, each chat's in order and up to `chats`
 * chats side by side. The first failure stops it; the caller then gives them one by one.
 */
export async function deliverLineMessages<Account>(
  subscribers: readonly LineEventSubscriber<Account>[],
  events: readonly LineEvents<Account>['message'][],
  chats: number,
) {
  const lines = [...groupBy(events, (event) => `${event.lineAccountId} ${event.chat.id}`).values()];
  for (const subscriber of subscribers) {
    if (subscriber.onMessages) await subscriber.onMessages([...events]);
    else {
      const handle = subscriber.on.message;
      if (handle)
        await mapBounded(lines, chats, async (line) => {
          for (const event of line) await handle(event);
        });
    }
  }
}

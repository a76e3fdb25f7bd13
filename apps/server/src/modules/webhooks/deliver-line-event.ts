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

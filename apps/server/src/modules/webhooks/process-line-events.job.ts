import type { Deps } from '../../core/deps.ts';
import type { JobDefinition } from '../../core/queue/queue.ts';
import { getAccountForWebhook } from '../line-accounts/line-accounts.repository.ts';
import { handleLineEvent } from './handlers/handle-line-event.ts';
import { markAttemptFailed, markProcessed, pendingEvents } from './webhook-events.repository.ts';

const ATTEMPTS = 5;

/**
 * Processes stored events in the order LINE says they happened. Handlers are idempotent, so a
 * retried job (or two copies of one) does no harm. A failure is recorded on the event with its
 * reason and the job is retried; after the last attempt the event ends `failed`, shown in the
 * account's webhook health — never silently dropped.
 */
export function processLineEventsJob(
  deps: Pick<Deps, 'db' | 'secrets' | 'config' | 'queue'>,
): JobDefinition<{ ids: string[] }> {
  return {
    name: 'line.webhook.process',
    retryLimit: ATTEMPTS - 1,
    async handle({ ids }) {
      let failure: unknown;
      for (const event of await pendingEvents(deps.db, ids)) {
        const account = await getAccountForWebhook(deps.db, event.lineAccountId);
        if (!account) continue;
        try {
          await handleLineEvent(deps, account, event);
          await markProcessed(deps.db, event.id);
        } catch (error) {
          failure = error;
          await markAttemptFailed(
            deps.db,
            event.id,
            error instanceof Error ? error.message : String(error),
            event.attempts + 1 >= ATTEMPTS,
          );
        }
      }
      if (failure) throw failure;
    },
  };
}

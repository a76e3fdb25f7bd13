import type { Deps } from '../../core/deps.ts';
import type { JobDefinition, JobKind } from '../../core/queue/queue.ts';
import { getAccountForWebhook, type LineAccountRow } from '../line-accounts/index.ts';
import { deliverLineEvent } from './deliver-line-event.ts';
import { lineEventSchema } from './line-event.schema.ts';
import { lineEventOf } from './line-event-of.ts';
import { claimPending, markAttemptFailed, markProcessed } from './webhook-events.repository.ts';

const ATTEMPTS = 5;
const BATCH = 100;
const LEASE_SECONDS = 120;
/** Bounds one run; whatever is left is taken by the next kick or the minute's sweep. */
const ROUNDS = 50;

export const PROCESS_LINE_EVENTS: JobKind<Record<string, never>> = {
  name: 'line.webhook.process',
  retryLimit: 2,
};

/** Seconds before attempt n+1: 2, 4, 8, 16. */
export function retryDelaySeconds(attempts: number) {
  return 2 ** Math.max(1, attempts);
}

/**
 * Drains pending webhook events: claims them in batches, oldest first, reads each into its typed
 * event once and gives it to every subscriber in the list's order (each one idempotent). A failure is recorded on the event with its reason and retried after a backoff (a
 * delayed run is queued for it); after the last attempt the event ends `failed`, shown in the
 * account's webhook health — never silently dropped. Kicked after intake, and run every minute
 * as a sweep, so events stored by a process that died before kicking are processed too.
 */
export function processLineEventsJob(
  deps: Pick<Deps, 'db' | 'line' | 'secrets' | 'queue' | 'lineEventSubscribers'>,
): JobDefinition<Record<string, never>> {
  const job: JobDefinition<Record<string, never>> = {
    ...PROCESS_LINE_EVENTS,
    async handle() {
      const accounts = new Map<string, LineAccountRow | undefined>();
      let retryIn: number | undefined;
      for (let round = 0; round < ROUNDS; round++) {
        const batch = await claimPending(deps.db, BATCH, LEASE_SECONDS);
        for (const event of batch) {
          if (!accounts.has(event.lineAccountId))
            accounts.set(event.lineAccountId, await getAccountForWebhook(deps.db, event.lineAccountId));
          const account = accounts.get(event.lineAccountId);
          if (!account) continue;
          // Rows stored before intake checked events by schema: one that fails it is never applied.
          if (!lineEventSchema.safeParse(event.payload).success) {
            await markAttemptFailed(deps.db, event.id, 'webhook.invalidEvent', true, new Date());
            continue;
          }
          try {
            const lineEvent = await lineEventOf(deps, account, event);
            if (lineEvent) await deliverLineEvent(deps.lineEventSubscribers, lineEvent);
            await markProcessed(deps.db, event.id);
          } catch (error) {
            const final = event.attempts + 1 >= ATTEMPTS;
            const delay = retryDelaySeconds(event.attempts + 1);
            await markAttemptFailed(
              deps.db,
              event.id,
              error instanceof Error ? error.message : String(error),
              final,
              new Date(Date.now() + delay * 1000),
            );
            if (!final) retryIn = Math.min(retryIn ?? delay, delay);
          }
        }
        if (batch.length < BATCH) break;
      }
      if (retryIn !== undefined) await deps.queue.send(job, {}, { delaySeconds: retryIn });
    },
  };
  return job;
}

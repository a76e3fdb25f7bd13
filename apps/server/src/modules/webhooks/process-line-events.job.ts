import { setImmediate } from 'node:timers/promises';
import type { Deps } from '../../core/deps.ts';
import type { JobDefinition, JobKind } from '../../core/queue/queue.ts';
import { getAccountForWebhook, type LineAccountRow } from '../line-accounts/index.ts';
import { type ProcessDeps, processClaimedEvents } from './process-claimed-events.ts';
import { claimPendingChats } from './webhook-events.repository.ts';

/**
 * Events claimed at once. PGlite runs each statement on the one thread that also answers
 * requests, so a batch's statements there are kept short enough for a request to get between them.
 */
const BATCH = { postgres: 500, pglite: 100 } as const;
const LEASE_SECONDS = 120;
/** Bounds one run; whatever is left is taken by the next kick or the minute's sweep. */
const ROUNDS = 50;
/**
 * Drains side by side in one run: while one waits on the database (or LINE) with its batch, the
 * other claims and works the next chats. Claims never overlap, so more only adds speed.
 */
const DRAINERS = 2;

export const PROCESS_LINE_EVENTS: JobKind<Record<string, never>> = {
  name: 'line.webhook.process',
  retryLimit: 2,
};

/**
 * Drains pending webhook events: claims whole chats in batches, oldest first, and processes them
 * (process-claimed-events.ts); several drainers, in this run and in other workers, claim side by
 * side. A failure is recorded on the event with its reason and retried after a backoff (a delayed
 * run is queued for it); after the last attempt the event ends `failed`, shown in the account's
 * webhook health — never silently dropped. Kicked after intake, and run every minute as a sweep,
 * so events stored by a process that died before kicking are processed too.
 */
export function processLineEventsJob(
  deps: ProcessDeps & Pick<Deps, 'database'>,
): JobDefinition<Record<string, never>> {
  const job: JobDefinition<Record<string, never>> = {
    ...PROCESS_LINE_EVENTS,
    async handle() {
      const accounts = new Map<string, Promise<LineAccountRow | undefined>>();
      const accountOf = (id: string) => {
        const known = accounts.get(id) ?? getAccountForWebhook(deps.db, id);
        accounts.set(id, known);
        return known;
      };
      let retryIn: number | undefined;
      const batch = BATCH[deps.database.kind];
      const drain = async () => {
        for (let round = 0; round < ROUNDS; round++) {
          // Between batches, requests that came meanwhile are read and answered first.
          if (round > 0) await setImmediate();
          const claimed = await claimPendingChats(deps.database, batch, LEASE_SECONDS);
          if (claimed.length === 0) break;
          const retry = await processClaimedEvents(deps, claimed, accountOf);
          if (retry !== undefined) retryIn = Math.min(retryIn ?? retry, retry);
          // A short claim took what was free: events that came since wake the workers again, and
          // claiming in a loop meanwhile would only take CPU from the requests.
          if (claimed.length < batch) break;
        }
      };
      await Promise.all(Array.from({ length: DRAINERS }, drain));
      if (retryIn !== undefined) await deps.queue.send(job, {}, { delaySeconds: retryIn });
    },
  };
  return job;
}

import { createHash } from 'node:crypto';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { asBackground } from '../db/pglite-priority.ts';

/** A kind of background work: its queue name, retry policy and handler. Handlers must be idempotent. */
export interface JobDefinition<T> {
  name: string;
  retryLimit: number;
  handle: (data: T) => Promise<void>;
  /**
   * How many of these jobs one worker process runs at once (default one fetch at a time, its jobs
   * one after another): for long handlers that share nothing but the database, each guarding its
   * own work with conditional updates or leases.
   */
  concurrency?: number;
}

/**
 * What enqueuing needs of a job, so code that sends need not hold the handler's dependencies;
 * `data` is never set: it only ties the kind to its data type.
 */
export type JobKind<T> = Pick<JobDefinition<T>, 'name' | 'retryLimit'> & { readonly data?: T };

/** Any job definition: a handler of some data is a handler of `never`, whatever its data type. */
export type AnyJob = JobDefinition<never>;

export interface Queue {
  /**
   * Enqueues (only the job's name and retry policy are needed); `delaySeconds` holds it back. A
   * `key` sends the job once: a second send with the same key adds nothing while the queue keeps
   * the first (days), so a retried step that enqueues does not enqueue twice.
   */
  send<T extends object>(
    job: JobKind<T>,
    data: T,
    options?: { delaySeconds?: number; key?: string },
  ): Promise<void>;
  /** Runs the job on a cron schedule (one instance per schedule across all workers). */
  schedule<T extends object>(job: JobKind<T>, cron: string, data: T): Promise<void>;
  /** Starts workers for these jobs (worker role only). */
  work(jobs: readonly AnyJob[]): Promise<void>;
  stop(): Promise<void>;
}

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** The pg-boss job queue on the application's own database: no second broker to run. */
export async function startQueue(database: Database, log: Log): Promise<Queue> {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', useListenNotify: true })
      : new PgBoss({ connectionString: database.url, max: 4, useListenNotify: true });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  // The queue's own upkeep (supervision, schedules) and its workers' polling run as background
  // work: on PGlite a request's statement goes before them (db/pglite-priority.ts). Timers and
  // loops started here keep that mark; a send from a request stays the request's.
  await asBackground(() => boss.start());
  const created = new Set<string>();

  async function ensureQueue(job: Pick<AnyJob, 'name' | 'retryLimit'>) {
    if (created.has(job.name)) return;
    await boss.createQueue(job.name, { retryLimit: job.retryLimit, retryBackoff: true, notify: true });
    created.add(job.name);
  }

  return {
    async send(job, data, options = {}) {
      await ensureQueue(job);
      await boss.send(job.name, data, {
        ...(options.delaySeconds ? { startAfter: options.delaySeconds } : {}),
        ...(options.key ? { id: jobIdOf(job.name, options.key) } : {}),
      });
    },
    async schedule(job, cron, data) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, data);
    },
    async work(jobs) {
      for (const job of jobs) {
        await ensureQueue(job);
        // NOTIFY wakes the worker at once, but notices that arrive while it is busy are coalesced:
        // keep fetching while batches come back full, and poll every second as the backstop.
        const polling = {
          pollingIntervalSeconds: 0.5,
          notifyPollingIntervalSeconds: 1,
          // Concurrent jobs: that many pollers, each taking one job, so a job that arrives while
          // the others run is taken at once rather than after them.
          ...(job.concurrency
            ? { batchSize: 1, localConcurrency: job.concurrency }
            : { batchSize: 10, burstWhenBatchFull: true }),
        };
        await asBackground(() =>
          boss.work<object>(job.name, polling, async (batch) => {
            const failed: string[] = [];
            let lastError: unknown;
            for (const item of batch) {
              try {
                await asBackground(() => job.handle(item.data as never));
              } catch (error) {
                failed.push(item.id);
                lastError = error;
              }
            }
            // Only the jobs that failed are retried; the rest of the batch completes.
            if (failed.length > 0)
              await boss.fail(job.name, failed, {
                message: lastError instanceof Error ? lastError.message : String(lastError),
              });
          }),
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/** A job id made of its key: pg-boss inserts jobs with ON CONFLICT DO NOTHING on (name, id). */
function jobIdOf(name: string, key: string) {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

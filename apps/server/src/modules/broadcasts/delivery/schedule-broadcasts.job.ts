import { sql } from 'drizzle-orm';
import type { JobDefinition, JobKind } from '../../../core/queue/queue.ts';
import {
  BROADCAST_NARROWCAST_PROGRESS,
  BROADCAST_RUN,
  BROADCAST_SEND,
  type RunJob,
} from './delivery-jobs.ts';
import type { DeliveryDeps } from './run-context.ts';
import { startBroadcast } from './start-broadcast.ts';

export const BROADCAST_SCHEDULE: JobKind<Record<string, never>> = {
  name: 'broadcast.schedule',
  retryLimit: 1,
};

type Rows<T> = { rows: T[] };

/** The job that takes an open run on from where it stands. */
function jobOf(run: { status: string; mode: string | null; requestId: string | null }): JobKind<RunJob> {
  if (run.mode === 'narrowcast') return run.requestId ? BROADCAST_NARROWCAST_PROGRESS : BROADCAST_RUN;
  return run.status === 'resolving' ? BROADCAST_RUN : BROADCAST_SEND;
}

/**
 * The minute's sweep: starts scheduled broadcasts whose time has come (a recurring one at its
 * next occurrence), and wakes runs whose job was lost — a process that died after committing a
 * run but before enqueuing it, or while sending its batches.
 */
export function scheduleBroadcastsJob(deps: DeliveryDeps): JobDefinition<Record<string, never>> {
  return {
    ...BROADCAST_SCHEDULE,
    async handle() {
      const due = (await deps.db.execute(sql`select id, hub_id as "hubId" from broadcasts
        where status = 'scheduled' and coalesce(next_run_at, broadcast_date) <= now()
        order by coalesce(next_run_at, broadcast_date) limit 100`)) as unknown as Rows<{
        id: string;
        hubId: string;
      }>;
      for (const broadcast of due.rows) await startBroadcast(deps, broadcast.hubId, broadcast.id);
      // A sending run's send job finds nothing to do when its batches are in hand, and waits out
      // the lease of a dead worker's batch before taking it again.
      // A run sent while it resolves goes back to its run job, which goes on after the last
      // friend written and starts its senders again (one still running stops at its next chunk).
      // A narrowcast not yet accepted goes back to its run job (its retry key makes a repeat a 409),
      // an accepted one to the polling of its progress.
      const stalled = (await deps.db.execute(sql`select id, status, mode,
          narrowcast_request_id as "requestId" from broadcast_runs
        where status = 'sending' or (status = 'resolving' and (mode is not null or started_at < now() - interval '1 minute'))`)) as unknown as Rows<{
        id: string;
        status: string;
        mode: string | null;
        requestId: string | null;
      }>;
      for (const run of stalled.rows) {
        await deps.queue.send(jobOf(run), { runId: run.id });
      }
    },
  };
}

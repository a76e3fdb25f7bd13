import type { JobKind } from '../../../core/queue/queue.ts';

export interface RunJob {
  runId: string;
}

/** Resolves a run's recipients, checks the quota and cuts its batches (idempotent per step). */
export const BROADCAST_RUN: JobKind<RunJob> = { name: 'broadcast.run', retryLimit: 5 };
/** Claims a run's batches with leases and sends them; several may drain one run at once. */
export const BROADCAST_SEND: JobKind<RunJob> = { name: 'broadcast.send', retryLimit: 5 };

export interface ProgressJob extends RunJob {
  /** Polls so far: the next waits longer. */
  polls?: number;
}
/** Reads a narrowcast's progress at LINE until it succeeded or failed, then ends the run. */
export const BROADCAST_NARROWCAST_PROGRESS: JobKind<ProgressJob> = {
  name: 'broadcast.narrowcast-progress',
  retryLimit: 5,
};

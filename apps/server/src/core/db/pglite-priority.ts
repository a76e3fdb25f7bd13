import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work (jobs): on PGlite its statements yield to those of requests.
 * Anything not run through here (requests, the queue's own polling) goes first.
 */
export function asBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** Whether the caller runs as background work (a job): on PostgreSQL its statements have no time limit. */
export function inBackground(): boolean {
  return background.getStore() === true;
}

/**
 * Runs `work` outside any background work it was called from: what a job's statement sets off for
 * a person (PGlite hands out a NOTIFY inside the statement that sent it) goes first again.
 */
export function asForeground<T>(work: () => T): T {
  return background.exit(work);
}

/** Background statements let through in a row of request ones while both wait, so jobs still move under load. */
const REQUESTS_PER_JOB_TURN = 4;

/**
 * PGlite is one connection: every statement (a transaction counts as one) waits its turn, so a
 * job working a burst of events would hold up every request, the webhook's acknowledgement too.
 * This puts a two-level line in front of PGlite's own lock: waiting request statements go
 * before waiting background ones, with a background turn after every few request ones so jobs
 * are slowed under load, never stopped. PGlite runs query, exec and transaction through
 * `_runExclusiveTransaction`, and nothing inside a turn calls it again, so a turn never waits on
 * itself.
 */
export function prioritise(pglite: PGlite) {
  const run = pglite._runExclusiveTransaction.bind(pglite);
  const requests: (() => void)[] = [];
  const jobs: (() => void)[] = [];
  let busy = false;
  let requestTurns = 0;
  const next = () => {
    const jobsTurn = jobs.length > 0 && (requests.length === 0 || requestTurns >= REQUESTS_PER_JOB_TURN);
    const go = jobsTurn ? jobs.shift() : requests.shift();
    requestTurns = jobsTurn ? 0 : requestTurns + 1;
    if (go) go();
    else busy = false;
  };
  pglite._runExclusiveTransaction = async <T>(statement: () => Promise<T>): Promise<T> => {
    if (busy) await new Promise<void>((resolve) => (background.getStore() ? jobs : requests).push(resolve));
    else busy = true;
    try {
      return await run(statement);
    } finally {
      next();
    }
  };
}

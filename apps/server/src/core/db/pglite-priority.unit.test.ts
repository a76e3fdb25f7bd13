import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { asBackground, prioritise } from './pglite-priority.ts';

/** Stands in for PGlite's lock: runs each statement as given, recording the order they ran in. */
function fakePglite() {
  const ran: string[] = [];
  const pglite = {
    _runExclusiveTransaction: async <T>(statement: () => Promise<T>) => statement(),
  } as unknown as PGlite;
  prioritise(pglite);
  const statement = (name: string, until: Promise<void> = Promise.resolve()) =>
    pglite._runExclusiveTransaction(async () => {
      ran.push(name);
      await until;
    });
  return { ran, statement };
}

describe('PGlite statements by priority', () => {
  it('runs a waiting request’s statement before the jobs’ that queued earlier', async () => {
    const { ran, statement } = fakePglite();
    let release: () => void = () => undefined;
    const holding = asBackground(() =>
      statement('job 1', new Promise<void>((resolve) => (release = resolve))),
    );
    const queued = [
      asBackground(() => statement('job 2')),
      asBackground(() => statement('job 3')),
      statement('request'),
    ];
    release();
    await Promise.all([holding, ...queued]);
    expect(ran).toEqual(['job 1', 'request', 'job 2', 'job 3']);
  });

  it('lets a job through after a few requests while both wait, so jobs never stall under load', async () => {
    const { ran, statement } = fakePglite();
    let release: () => void = () => undefined;
    const holding = statement('request 0', new Promise<void>((resolve) => (release = resolve)));
    const queued = [
      asBackground(() => statement('job')),
      ...Array.from({ length: 6 }, (_, index) => statement(`request ${index + 1}`)),
    ];
    release();
    await Promise.all([holding, ...queued]);
    expect(ran.indexOf('job')).toBeLessThan(ran.indexOf('request 6'));
    expect(ran.indexOf('job')).toBeGreaterThan(ran.indexOf('request 1'));
  });
});

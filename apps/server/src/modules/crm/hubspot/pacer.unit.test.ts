import { describe, expect, it } from 'vitest';
import { Pacer } from './pacer.ts';

/** A pacer on a fake clock: waiting moves time on instead of sleeping. */
function pacedOn(limit: number, windowMs: number) {
  let now = 0;
  const starts: number[] = [];
  const pacer = new Pacer(
    limit,
    windowMs,
    () => now,
    async (ms) => {
      now += ms;
    },
  );
  const call = async () => {
    await pacer.take();
    starts.push(now);
  };
  return { call, starts };
}

describe('Pacer', () => {
  it('admits `limit` calls per rolling window, then waits for the oldest to leave it', async () => {
    const cases: [number, number, number, number[]][] = [
      [3, 1000, 5, [0, 0, 0, 1000, 1000]],
      [5, 1000, 5, [0, 0, 0, 0, 0]],
      [1, 200, 4, [0, 200, 400, 600]],
      [100, 10_000, 101, [...Array(100).fill(0), 10_000]],
    ];
    for (const [limit, windowMs, calls, expected] of cases) {
      const { call, starts } = pacedOn(limit, windowMs);
      await Promise.all(Array.from({ length: calls }, call));
      expect(starts, `${limit} per ${windowMs} ms`).toEqual(expected);
    }
  });
});

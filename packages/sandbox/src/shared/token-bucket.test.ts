import { describe, expect, it } from 'vitest';
import { take } from './token-bucket.ts';

const HOUR = 3_600_000;

describe('take', () => {
  const limit = { count: 60, perMs: HOUR };
  it.each([
    // [tokens before, ms elapsed, speed, allowed, tokens after]
    [60, 0, 1, true, 59],
    [0.5, 0, 1, false, 0.5],
    [0, 60_000, 1, true, 0],
    [0, 59_999, 1, false, 0.999_983_333],
    [0, 60, 1000, true, 0],
    [59, HOUR, 1, true, 59],
  ])('from %f tokens after %i ms at speed %i → allowed %s', (tokens, elapsed, speed, allowed, after) => {
    const result = take({ tokens, updatedAt: 0 }, limit, elapsed, speed);
    expect(result.allowed).toBe(allowed);
    expect(result.bucket.tokens).toBeCloseTo(after, 6);
  });

  it('starts full', () => {
    expect(take(undefined, limit, 1000).bucket.tokens).toBe(59);
  });

  it('refills one token of a 100 per 10 s bucket in 100 ms, or in 1 ms at speed 100', () => {
    const burst = { count: 100, perMs: 10_000 };
    const empty = { tokens: 0, updatedAt: 0 };
    expect(take(empty, burst, 99, 1).allowed).toBe(false);
    expect(take(empty, burst, 100, 1).allowed).toBe(true);
    expect(take(empty, burst, 1, 100).allowed).toBe(true);
  });
});

import { randomInt } from 'node:crypto';

/** A uniform number in [0, 1). Seeded so that fault-injection tests are deterministic. */
export type Random = () => number;

/** mulberry32: tiny, fast, good enough for choosing faults; not for secrets. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomSeed(): number {
  return randomInt(0, 2 ** 31);
}

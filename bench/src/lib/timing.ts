import { performance } from 'node:perf_hooks';

/** Wall times in ms of `runs` calls, after one warm-up call that is not counted. */
export async function timedRuns(call: () => Promise<unknown>, runs: number): Promise<number[]> {
  await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

/** The 50th and 99th percentiles (nearest rank), NaN when there is nothing. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

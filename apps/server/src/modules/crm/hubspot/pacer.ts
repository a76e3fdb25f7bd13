import { setTimeout as sleep } from 'node:timers/promises';

/**
 * At most `limit` calls in any `windowMs`: HubSpot's burst limit (100 or 190 per 10 s) and its
 * search limit (5 per second) are rolling windows (vendor facts B10, B3), so each call waits
 * until the oldest of the last `limit` calls leaves the window. Per process: calls from other
 * processes on the same portal can still meet a 429, which the caller retries.
 */
export class Pacer {
  private readonly starts: number[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly wait: (ms: number) => Promise<unknown> = sleep,
  ) {}

  /** Resolves when a call may start; calls are admitted in the order they asked. */
  take(): Promise<void> {
    const turn = this.queue.then(async () => {
      for (;;) {
        const now = this.now();
        while (this.starts.length && (this.starts[0] ?? 0) <= now - this.windowMs) this.starts.shift();
        if (this.starts.length < this.limit) {
          this.starts.push(now);
          return;
        }
        await this.wait((this.starts[0] ?? now) + this.windowMs - now);
      }
    });
    this.queue = turn;
    return turn;
  }
}

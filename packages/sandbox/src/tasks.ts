import type { Clock } from './clock.ts';

/**
 * Background work of the sandbox (webhook deliveries, redeliveries, narrowcast phases).
 * Tracked so that `settle()` can wait for it in tests and `close()` can cancel what is pending.
 */
export class Tasks {
  private readonly cancels = new Set<() => void>();
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly clock: Clock) {}

  /** Runs `fn` after `ms` on the sandbox clock. */
  later(ms: number, fn: () => Promise<unknown> | undefined): void {
    const cancel = this.clock.schedule(ms, () => {
      this.cancels.delete(cancel);
      return this.track(Promise.resolve().then(fn));
    });
    this.cancels.add(cancel);
  }

  /** Follows a promise so that settle() waits for it; errors are swallowed (logged by the caller). */
  track<T>(promise: Promise<T>): Promise<T | undefined> {
    const tracked = promise.catch(() => undefined);
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
    return tracked;
  }

  /** Resolves when no tracked work is running (scheduled work that is not yet due is not awaited). */
  async settle(): Promise<void> {
    while (this.running.size > 0) {
      await Promise.all([...this.running]);
    }
  }

  pendingCount(): number {
    return this.cancels.size;
  }

  cancelAll(): void {
    for (const cancel of this.cancels) cancel();
    this.cancels.clear();
  }
}

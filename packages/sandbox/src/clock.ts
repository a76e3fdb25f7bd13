/**
 * Time source of the sandbox. Everything that depends on time (reply-token expiry, rate-limit
 * refill, retry-key memory, redelivery backoff, narrowcast phases) reads this clock, so tests
 * inject a ManualClock and advance it instead of sleeping.
 */
export interface Clock {
  now(): number;
  /** Runs `fn` after `ms`; returns a function that cancels it. */
  schedule(ms: number, fn: () => unknown): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  schedule(ms, fn) {
    const timer = setTimeout(fn, ms);
    // A pending redelivery must not keep a finished test or a closing process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

interface Timer {
  at: number;
  seq: number;
  fn: () => unknown;
}

/** A clock that only moves when told to; due callbacks run (and are awaited) in time order. */
export class ManualClock implements Clock {
  private current: number;
  private timers: Timer[] = [];
  private seq = 0;

  constructor(start = Date.UTC(2026, 10, 2, 3, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  schedule(ms: number, fn: () => unknown): () => void {
    const timer: Timer = { at: this.current + Math.max(0, ms), seq: this.seq++, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  /** Moves time forward, running every callback that falls due, awaiting each one. */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!due) break;
      this.timers = this.timers.filter((t) => t !== due);
      this.current = Math.max(this.current, due.at);
      await due.fn();
    }
    this.current = target;
  }

  /** Sets the time without running timers (for tests of "a day later"). */
  set(time: number): void {
    this.current = time;
  }

  pending(): number {
    return this.timers.length;
  }
}

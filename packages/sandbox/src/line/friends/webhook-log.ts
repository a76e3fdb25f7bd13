/** Webhooks the sandbox sent (every attempt), for tests and debugging (`GET /__sandbox/webhooks`). */
export interface WebhookAttempt {
  channelId: string;
  url: string;
  at: string;
  attempt: number;
  isRedelivery: boolean;
  webhookEventIds: string[];
  /** HTTP status; null when the receiver could not be reached or timed out. */
  status: number | null;
  error?: string;
  durationMs: number;
  body: string;
  signature: string;
}

const MAX_ATTEMPTS_KEPT = 5_000;

export class WebhookLog {
  private attempts: WebhookAttempt[] = [];

  add(attempt: WebhookAttempt): void {
    this.attempts.push(attempt);
    if (this.attempts.length > MAX_ATTEMPTS_KEPT)
      this.attempts.splice(0, this.attempts.length - MAX_ATTEMPTS_KEPT);
  }

  list(filter: { channelId?: string; limit?: number } = {}): WebhookAttempt[] {
    const found = this.attempts.filter((a) => !filter.channelId || a.channelId === filter.channelId);
    return filter.limit ? found.slice(-filter.limit) : found;
  }

  reset(): void {
    this.attempts = [];
  }
}

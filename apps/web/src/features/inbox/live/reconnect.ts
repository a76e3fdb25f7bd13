/** After this many failed reconnects in a row the inbox shows "Connection error" (core.md §8). */
export const MAX_RECONNECTS = 5;

/**
 * The wait before reconnect number `attempt` (1-based): 1 s, 2 s, 4 s, 8 s, 16 s, capped at 30 s;
 * null once the attempts are used up.
 */
export function reconnectDelay(attempt: number): number | null {
  if (attempt < 1 || attempt > MAX_RECONNECTS) return null;
  return Math.min(1_000 * 2 ** (attempt - 1), 30_000);
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { Deps } from '../../core/deps.ts';
import { getAccountForWebhook, type LineAccountRow } from '../line-accounts/index.ts';

export interface IntakeAccount {
  account: LineAccountRow;
  channelSecret: string;
}

/**
 * The account and its opened channel secret, remembered for a few seconds: at LINE's rates most
 * deliveries then read no row and decrypt nothing. A changed or deleted account is seen within
 * the TTL; an event for a deleted one then fails its insert and LINE is told to retry.
 */
export function cachedAccounts(deps: Pick<Deps, 'db' | 'secrets'>, ttlMs = 10_000) {
  const entries = new Map<string, { until: number; value: IntakeAccount | undefined }>();
  return async (id: string): Promise<IntakeAccount | undefined> => {
    const hit = entries.get(id);
    if (hit && hit.until > Date.now()) return hit.value;
    const account = await getAccountForWebhook(deps.db, id);
    const value = account && { account, channelSecret: deps.secrets.open(account.channelSecret) };
    if (entries.size > 10_000) entries.clear();
    entries.set(id, { until: Date.now() + ttlMs, value });
    return value;
  };
}

/**
 * Runs `task` now, then at most once every `spacingMs` while calls keep coming (once more after
 * the last of them): under a flood of deliveries a wake-up is one queue insert every `spacingMs`
 * rather than one per delivery (each job drains everything pending, so more would only cost the
 * requests their database time).
 */
export function coalesced(task: () => Promise<void>, onError: (error: unknown) => void, spacingMs = 0) {
  let running = false;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        await task().catch(onError);
        if (spacingMs > 0) await sleep(spacingMs);
      } while (again);
      running = false;
    })();
  };
}

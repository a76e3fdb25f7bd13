import { type LineAccountFigures, wallTimeOf } from '@hubline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../core/deps.ts';
import type { LineInsight, LineMessaging } from '../../core/line/line-port.ts';
import { withTimeout } from '../../core/line/with-timeout.ts';
import { hubAccounts } from '../line-accounts/index.ts';
import { monthlyUsage } from './delivery/monthly-usage.ts';

/**
 * LINE's targeted reach of each account for the day it was last asked. A day's figure does not
 * change once ready, and LINE allows only 60 follower calls an hour per account, so the list asks
 * at most once a day per account and process.
 */
export type ReachMemo = Map<string, { day: string; value: number }>;

/** Yesterday on a hub's clock, written as LINE's insight dates are (yyyyMMdd). */
export function yesterdayIn(timeZone: string, now = new Date()): string {
  const today = wallTimeOf(now, timeZone);
  return new Date(Date.UTC(today.year, today.month - 1, today.day - 1))
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
}

/** null when LINE has not counted the day yet (it answers `unready` until it has). */
async function targetedReaches(client: LineInsight, day: string) {
  const answer = await client.getNumberOfFollowers(day);
  return answer.status === 'ready' ? (answer.targetedReaches ?? null) : null;
}

async function monthlyQuota(api: LineMessaging): Promise<LineAccountFigures['quota']> {
  const quota = await api.getMessageQuota();
  return quota.type === 'limited' ? { type: 'limited', value: quota.value ?? 0 } : { type: 'none' };
}

/**
 * The figures of a hub's account cards: this month's usage from the database, LINE's quota and
 * yesterday's targeted reach asked of LINE for every account at once. A LINE call that fails or
 * outlasts the delivery timeout gives null for its figure, never an error for the list.
 */
export async function accountFigures(
  deps: Pick<Deps, 'db' | 'secrets' | 'config' | 'line'>,
  hub: { id: string; timezone: string },
  reaches: ReachMemo,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<LineAccountFigures[]> {
  const accounts = await hubAccounts(deps.db, hub.id);
  const day = yesterdayIn(hub.timezone);
  const fromLine = async <T>(accountId: string, figure: string, call: () => Promise<T>) => {
    try {
      // A function, so that a client that cannot even be made (no sandbox) fails here too.
      return await withTimeout(Promise.resolve().then(call), deps.config.broadcasts.requestTimeoutMs);
    } catch (error) {
      log.warn({ err: error, accountId, figure }, 'LINE did not give an account card figure');
      return null;
    }
  };
  return Promise.all(
    accounts.map(async (account) => {
      const channel = () => ({
        platform: account.platform,
        accessToken: deps.secrets.open(account.accessToken),
      });
      const reach = async () => {
        const known = reaches.get(account.id);
        if (known?.day === day) return known.value;
        const value = await targetedReaches(deps.line.insight(channel()), day);
        if (value !== null) reaches.set(account.id, { day, value });
        return value;
      };
      const [usage, quota, targeted] = await Promise.all([
        monthlyUsage(deps.db, account, hub.timezone),
        fromLine(account.id, 'quota', () => monthlyQuota(deps.line.messaging(channel()))),
        fromLine(account.id, 'targetedReaches', reach),
      ]);
      return { id: account.id, usage, quota, targetedReaches: targeted };
    }),
  );
}

import { eq } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import { lineAccountRecords } from '../../line-accounts/index.ts';
import { broadcasts } from '../broadcasts.schema.ts';
import { broadcastRuns } from './delivery.schema.ts';

export type DeliveryDeps = Pick<Deps, 'db' | 'queue' | 'secrets' | 'config' | 'line'>;

/** A run with its broadcast, its account and a LINE client on the account's token. */
export async function loadRun(deps: DeliveryDeps, runId: string) {
  const [found] = await deps.db
    .select({ run: broadcastRuns, broadcast: broadcasts, account: lineAccountRecords._.selectedFields })
    .from(broadcastRuns)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastRuns.broadcastId))
    .innerJoin(lineAccountRecords, eq(lineAccountRecords.id, broadcastRuns.lineAccountId))
    .where(eq(broadcastRuns.id, runId));
  if (!found) return undefined;
  const api = deps.line.messaging({
    platform: found.account.platform,
    accessToken: deps.secrets.open(found.account.accessToken),
  });
  return { ...found, api };
}

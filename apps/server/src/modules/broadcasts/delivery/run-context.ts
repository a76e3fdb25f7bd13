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
  // Once a run has recorded its messages (frozen when it started sending), they are what it sends,
  // whatever happened to the broadcast or its library items since.
  const messages = found.run.messages ?? found.broadcast.messages;
  const api = deps.line.messaging({
    platform: found.account.platform,
    accessToken: deps.secrets.open(found.account.accessToken),
  });
  return { ...found, broadcast: { ...found.broadcast, messages }, api };
}

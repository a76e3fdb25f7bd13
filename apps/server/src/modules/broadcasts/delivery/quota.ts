import type { BroadcastQuota } from '@hubline/contract';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../core/db/ids.ts';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import type { LineMessaging } from '../../../core/line/line-port.ts';
import { hubTimezones } from '../../hubs/index.ts';
import { type LineAccountRow, lineAccountRecords } from '../../line-accounts/index.ts';
import { broadcasts } from '../broadcasts.schema.ts';
import { monthlyUsage } from './monthly-usage.ts';
import { sendOutcome } from './send-outcome.ts';

/** Messages the account may still send this month (LINE's quota minus its consumption); null: no limit. */
export async function remainingQuota(api: LineMessaging): Promise<number | null> {
  const [quota, consumption] = await Promise.all([api.getMessageQuota(), api.getMessageQuotaConsumption()]);
  if (quota.type !== 'limited') return null;
  return Math.max(0, (quota.value ?? 0) - consumption.totalUsage);
}

type QuotaDeps = Pick<Deps, 'db' | 'crm' | 'secrets' | 'config' | 'line'>;

/**
 * What sending to `recipients` from the account now would come to: against LINE's remaining quota
 * (LINE counts a recipient once, however many bubbles) and against the account plan's included
 * sends this month, counted on the hub's clock.
 */
async function outcomeFor(
  deps: QuotaDeps,
  account: LineAccountRow,
  timezone: string,
  recipients: Promise<number>,
) {
  const api = deps.line.messaging({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
  const [count, remaining, used] = await Promise.all([
    recipients,
    remainingQuota(api),
    monthlyUsage(deps.db, account, timezone),
  ]);
  return sendOutcome({ recipients: count, remaining, plan: account.plan, used });
}

/**
 * What sending a broadcast now would come to, for the console to say before it is sent. The
 * audience is the CRM's count of the lists; the run itself checks LINE's quota again against its
 * resolved recipients.
 */
export async function quotaCheck(
  deps: QuotaDeps,
  hubId: string,
  broadcastId: string,
): Promise<BroadcastQuota> {
  if (!isUuid(broadcastId)) throw new AppError('error.notFound');
  const [found] = await deps.db
    .select({
      broadcast: broadcasts,
      account: lineAccountRecords._.selectedFields,
      timezone: hubTimezones.timezone,
    })
    .from(broadcasts)
    .innerJoin(lineAccountRecords, eq(lineAccountRecords.id, broadcasts.lineAccountId))
    .innerJoin(hubTimezones, eq(hubTimezones.id, broadcasts.hubId))
    .where(and(eq(broadcasts.id, broadcastId), eq(broadcasts.hubId, hubId)));
  if (!found) throw new AppError('error.notFound');
  const { broadcast, account, timezone } = found;
  return outcomeFor(
    deps,
    account,
    timezone,
    deps.crm.lists.audienceSize(hubId, broadcast.targetLists, broadcast.excludeLists),
  );
}

/**
 * GET /line/{x}/usage?target=N (core.md reference reads): what sending to `target` recipients from
 * the account now would come to, for callers that know their audience (an automation, say).
 */
export async function accountUsage(
  deps: QuotaDeps,
  hubId: string,
  accountId: string,
  target: number,
): Promise<BroadcastQuota> {
  if (!isUuid(accountId)) throw new AppError('error.notFound');
  const [found] = await deps.db
    .select({ account: lineAccountRecords._.selectedFields, timezone: hubTimezones.timezone })
    .from(lineAccountRecords)
    .innerJoin(hubTimezones, eq(hubTimezones.id, lineAccountRecords.hubId))
    .where(and(eq(lineAccountRecords.id, accountId), eq(lineAccountRecords.hubId, hubId)));
  if (!found) throw new AppError('error.notFound');
  return outcomeFor(deps, found.account, found.timezone, Promise.resolve(target));
}

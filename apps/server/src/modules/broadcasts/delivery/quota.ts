import type { messagingApi } from '@line/bot-sdk';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../../core/db/ids.ts';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { messagingClients } from '../../../core/line/line-clients.ts';
import { lineAccounts } from '../../line-accounts/line-accounts.schema.ts';
import { broadcasts } from '../broadcasts.schema.ts';

/** Messages the account may still send this month (LINE's quota minus its consumption); null: no limit. */
export async function remainingQuota(api: messagingApi.MessagingApiClient): Promise<number | null> {
  const [quota, consumption] = await Promise.all([api.getMessageQuota(), api.getMessageQuotaConsumption()]);
  if (quota.type !== 'limited') return null;
  return Math.max(0, (quota.value ?? 0) - consumption.totalUsage);
}

/**
 * Whether the account's remaining quota covers a broadcast's audience (LINE counts a recipient
 * once, however many bubbles), for the console to warn before it is sent. The audience is the
 * CRM's count of the lists; the run itself checks again against its resolved recipients.
 */
export async function quotaCheck(
  deps: Pick<Deps, 'db' | 'crm' | 'secrets' | 'config'>,
  hubId: string,
  broadcastId: string,
): Promise<{ recipients: number; remaining: number | null; enough: boolean }> {
  if (!isUuid(broadcastId)) throw new AppError('error.notFound');
  const [found] = await deps.db
    .select({ broadcast: broadcasts, account: lineAccounts })
    .from(broadcasts)
    .innerJoin(lineAccounts, eq(lineAccounts.id, broadcasts.lineAccountId))
    .where(and(eq(broadcasts.id, broadcastId), eq(broadcasts.hubId, hubId)));
  if (!found) throw new AppError('error.notFound');
  const { broadcast, account } = found;
  const { api } = messagingClients(
    account.platform,
    deps.config.line,
    deps.secrets.open(account.accessToken),
  );
  const [recipients, remaining] = await Promise.all([
    deps.crm.lists.audienceSize(hubId, broadcast.targetLists, broadcast.excludeLists),
    remainingQuota(api),
  ]);
  return { recipients, remaining, enough: remaining === null || remaining >= recipients };
}

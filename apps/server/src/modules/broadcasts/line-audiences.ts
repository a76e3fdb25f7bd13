import type { LineAudience, LineAudiences } from '@hubline/contract';
import { manageAudience } from '@line/bot-sdk';
import { isUuid } from '../../core/db/ids.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { lineBaseUrls, lineStatus } from '../../core/line/line-clients.ts';
import { getAccount } from '../line-accounts/line-accounts.repository.ts';

/**
 * One page of a hub's LINE account's audiences, read from LINE (GET /v2/bot/audienceGroup/list)
 * as LINE pages it, for the composer's narrowcast: LINE keeps them, we keep only the chosen ids.
 */
export async function listLineAudiences(
  deps: Pick<Deps, 'db' | 'secrets' | 'config'>,
  hubId: string,
  query: { accountId: string; page: number; size: number },
): Promise<LineAudiences> {
  const account = isUuid(query.accountId) ? await getAccount(deps.db, hubId, query.accountId) : undefined;
  if (!account) throw new AppError('error.notFound');
  const client = new manageAudience.ManageAudienceClient({
    channelAccessToken: deps.secrets.open(account.accessToken),
    baseURL: lineBaseUrls(account.platform, deps.config.line).api,
  });
  try {
    const answer = await client.getAudienceGroups(query.page, undefined, undefined, query.size);
    return {
      audiences: (answer.audienceGroups ?? []).map(
        (group): LineAudience => ({
          id: String(group.audienceGroupId),
          description: group.description ?? '',
          status: group.status ?? 'IN_PROGRESS',
          audienceCount: group.audienceCount ?? 0,
          created: new Date((group.created ?? 0) * 1000).toISOString(),
        }),
      ),
      page: answer.page ?? query.page,
      totalCount: answer.totalCount ?? 0,
      hasNextPage: answer.hasNextPage ?? false,
    };
  } catch (error) {
    if (lineStatus(error) === 401) throw new AppError('line.error.badToken');
    throw new AppError('line.error.unreachable');
  }
}

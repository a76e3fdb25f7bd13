import type { LineAudience, LineAudiences } from '@hubline/contract';
import { isUuid } from '../../core/db/ids.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { accountCallError } from '../../core/line/line-failure.ts';
import type { LineAccountRow } from '../line-accounts/index.ts';
import { getAccount } from '../line-accounts/index.ts';

/**
 * One page of a hub's LINE account's audiences, read from LINE (GET /v2/bot/audienceGroup/list)
 * as LINE pages it, for the composer's narrowcast: LINE keeps them, we keep only the chosen ids.
 */
export async function listLineAudiences(
  deps: Pick<Deps, 'db' | 'secrets' | 'line'>,
  hubId: string,
  query: { accountId: string; page: number; size: number },
): Promise<LineAudiences> {
  const account = isUuid(query.accountId) ? await getAccount(deps.db, hubId, query.accountId) : undefined;
  if (!account) throw new AppError('error.notFound');
  const client = audienceClient(deps, account);
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
    throw accountCallError(error);
  }
}

/**
 * A save's LINE audiences must be the account's, as LINE lists them now: an id LINE does not know
 * would only fail the narrowcast when it goes out. Read page by page (LINE's largest page is 40).
 */
export async function checkLineAudiences(
  deps: Pick<Deps, 'db' | 'secrets' | 'line'>,
  hubId: string,
  accountId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return;
  // checkAudience has refused another hub's account already.
  const client = audienceClient(deps, orNotFound(await getAccount(deps.db, hubId, accountId)));
  const known = new Set<string>();
  try {
    for (let page = 1; ; page += 1) {
      const answer = await client.getAudienceGroups(page, undefined, undefined, 40);
      for (const group of answer.audienceGroups ?? []) known.add(String(group.audienceGroupId));
      if (!answer.hasNextPage) break;
    }
  } catch (error) {
    throw accountCallError(error);
  }
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw new AppError('broadcast.error.unknownAudience', { id: unknown });
}

function audienceClient(deps: Pick<Deps, 'secrets' | 'line'>, account: LineAccountRow) {
  return deps.line.audiences({
    platform: account.platform,
    accessToken: deps.secrets.open(account.accessToken),
  });
}

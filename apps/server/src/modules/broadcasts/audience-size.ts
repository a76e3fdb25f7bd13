import type { audienceSizeRequestSchema } from '@hubline/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { getAccount } from '../line-accounts/index.ts';
import { checkAudience } from './broadcast-input.ts';
import { eligibleRecipientsSql, withResolutionPlanner } from './delivery/resolve-recipients.ts';

type Request = z.output<typeof audienceSizeRequestSchema>;

/**
 * The composer's live recipient count: what a run sent now would resolve — target lists minus
 * exclude lists, one a LINE friend, without blocked, spam and in-window friends and contacts with
 * no LINE user id for the account — counted with the engine's own resolution SQL. The same
 * checks as a save come first (known account and lists, the 100,000 list-size limit).
 */
export async function audienceSize(deps: Pick<Deps, 'db' | 'crm'>, hubId: string, request: Request) {
  await checkAudience(deps, hubId, request);
  const account = orNotFound(await getAccount(deps.db, hubId, request.accountId));
  if (request.targetLists.length === 0) return 0;
  const eligible = await eligibleRecipientsSql(deps.db, { hubId, ...request }, account);
  const result = (await withResolutionPlanner(deps.db, (tx) =>
    tx.execute(sql`${eligible} select count(*)::int as n from eligible`),
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

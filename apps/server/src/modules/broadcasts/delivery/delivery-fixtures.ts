import { createHash } from 'node:crypto';
import { DEFAULT_LINE_ACCOUNT_OPTIONS, lineUserIdProperty } from '@hubline/contract';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../../core/deps.ts';
import { givenMember, type TestApp } from '../../../test/harness.ts';
import { insertAccount, nextSeq } from '../../line-accounts/line-accounts.repository.ts';
import { broadcasts } from '../broadcasts.schema.ts';
import { broadcastRecipients, broadcastRuns } from './delivery.schema.ts';

/** The LINE user id of friend `i` of a seeded audience: the same in SQL (md5) and here. */
export const seededUserId = (prefix: string, i: number) =>
  `U${createHash('md5').update(`${prefix}${i}`).digest('hex')}`;

/**
 * A hub with a LINE account on a sandbox channel that has no webhook (friends are seeded, not
 * followed through the app), as the account row the create flow leaves.
 */
export async function givenBroadcastAccount(t: TestApp, quota?: number) {
  const control = t.sandbox?.control;
  if (!control) throw new Error('start the test app with { line: true }');
  const { hubId } = await givenMember(t, { superAdmin: true });
  const channel = control.createChannel({
    displayName: 'Sakura Cafe',
    ...(quota === undefined ? {} : { quota: { type: 'limited', value: quota } }),
  });
  const account = await insertAccount(t.deps.db, {
    hubId,
    seq: await nextSeq(t.deps.db, hubId),
    platform: 'sandbox',
    channelId: channel.channelId,
    channelSecret: t.deps.secrets.seal(channel.channelSecret),
    accessToken: t.deps.secrets.seal(channel.accessToken),
    tokenKind: 'long',
    botUserId: `U${createHash('md5').update(channel.channelId).digest('hex')}`,
    basicId: '@123abcde',
    name: 'Sakura Cafe',
    options: DEFAULT_LINE_ACCOUNT_OPTIONS,
  });
  if (!account) throw new Error('account insert returned nothing');
  return { hubId, account, channel, control };
}

type Account = Awaited<ReturnType<typeof givenBroadcastAccount>>;

/**
 * `count` friends of the account (in the sandbox and in line_users) and their contacts in a new
 * static list, all by set-based SQL: friend i is `seededUserId(prefix, i)`. Even friends are
 * linked by the friend's contact id, odd ones by the contact's LINE user id property.
 */
export async function givenFriendsInList(
  t: TestApp,
  { hubId, account, channel, control }: Account,
  prefix: string,
  count: number,
) {
  for (let i = 0; i < count; i++) {
    const userId = seededUserId(prefix, i);
    control.createUser({ userId });
    await control.follow(channel.channelId, userId);
  }
  const property = lineUserIdProperty(account.seq);
  const listId = (
    (await t.deps.db.execute(sql`insert into crm_lists (hub_id, name, kind)
      values (${hubId}, ${`List ${prefix}`}, 'static') returning id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows[0]?.id;
  if (!listId) throw new Error('list insert returned nothing');
  await t.deps.db.execute(sql`
    with people as (
      select i, 'U' || md5(${prefix} || i) as user_id, gen_random_uuid() as contact_id
      from generate_series(0, ${count - 1}) as i
    ),
    contacts as (
      insert into crm_contacts (id, hub_id, properties)
      select contact_id, ${hubId}, jsonb_build_object('firstname', 'Friend ' || i,
        ${property}::text, case when i % 2 = 1 then user_id end)
      from people returning id
    ),
    members as (insert into crm_list_members (list_id, contact_id) select ${listId}, id from contacts)
    insert into line_users (hub_id, line_account_id, user_id, display_name, contact_id)
    select ${hubId}, ${account.id}, user_id, 'Friend ' || i, case when i % 2 = 0 then contact_id::text end
    from people
    on conflict (line_account_id, user_id) do nothing`);
  return listId;
}

/** A draft broadcast of the account to the lists, as the composer saves it. */
export async function givenBroadcast(
  deps: Pick<Deps, 'db'>,
  { hubId, account }: Pick<Account, 'hubId' | 'account'>,
  fields: Partial<typeof broadcasts.$inferInsert>,
) {
  const [row] = await deps.db
    .insert(broadcasts)
    .values({
      hubId,
      lineAccountId: account.id,
      name: 'Spring sale',
      sender: { kind: 'account' },
      messages: [{ type: 'text', text: 'Spring sale starts today' }],
      ...fields,
    })
    .returning();
  if (!row) throw new Error('broadcast insert returned nothing');
  return row;
}

export async function runsOf(deps: Pick<Deps, 'db'>, broadcastId: string) {
  return deps.db.select().from(broadcastRuns).where(eq(broadcastRuns.broadcastId, broadcastId));
}

export async function recipientsOf(deps: Pick<Deps, 'db'>, runId: string) {
  return deps.db.select().from(broadcastRecipients).where(eq(broadcastRecipients.runId, runId));
}

export async function broadcastStatus(deps: Pick<Deps, 'db'>, broadcastId: string) {
  const [row] = await deps.db
    .select({ status: broadcasts.status, failureReason: broadcasts.failureReason })
    .from(broadcasts)
    .where(eq(broadcasts.id, broadcastId));
  return row;
}

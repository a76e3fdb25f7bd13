import { createHash } from 'node:crypto';
import { lineUserIdProperty } from '@hubline/contract';
import type { SandboxControl } from '@hubline/sandbox';
import { sql } from 'drizzle-orm';
import type { Db } from '../core/db/client.ts';

/** The LINE user id of friend `i` of a seeded audience: the same in SQL (md5) and here. */
export const seededUserId = (prefix: string, i: number) =>
  `U${createHash('md5').update(`${prefix}${i}`).digest('hex')}`;

/**
 * Test and benchmark support, a large audience without thousands of API calls: `count` friends of the account (in the sandbox and in line_users) and their contacts in a new
 * static list, all by set-based SQL: friend i is `seededUserId(prefix, i)`. Even friends are
 * linked by the friend's contact id, odd ones by the contact's LINE user id property.
 */
export async function seedFriendsInList(
  db: Db,
  control: Pick<SandboxControl, 'createUser' | 'follow'>,
  given: { hubId: string; account: { id: string; seq: number }; channel: { channelId: string } },
  prefix: string,
  count: number,
) {
  await seedSandboxFriends(control, given.channel.channelId, prefix, count);
  return seedFriendsInDatabase(db, given, prefix, count);
}

/** The sandbox's side of seedFriendsInList: the users, friends of the channel. */
export async function seedSandboxFriends(
  control: Pick<SandboxControl, 'createUser' | 'follow'>,
  channelId: string,
  prefix: string,
  count: number,
) {
  for (let i = 0; i < count; i++) {
    const userId = seededUserId(prefix, i);
    control.createUser({ userId });
    await control.follow(channelId, userId);
  }
}

/** The database's side of seedFriendsInList: line_users, contacts and the list; answers the list's id. */
export async function seedFriendsInDatabase(
  db: Db,
  { hubId, account }: { hubId: string; account: { id: string; seq: number } },
  prefix: string,
  count: number,
) {
  const property = lineUserIdProperty(account.seq);
  const listId = (
    (await db.execute(sql`insert into crm_lists (hub_id, name, kind)
      values (${hubId}, ${`List ${prefix}`}, 'static') returning id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows[0]?.id;
  if (!listId) throw new Error('list insert returned nothing');
  await db.execute(sql`
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

import { allPermissions, BROADCAST_LIST_MAX } from '@hubline/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenBroadcastAccount,
  givenFriendsInList,
  seededContacts,
  seededUserId,
} from '../../test/delivery-fixtures.ts';
import { createContacts, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { lineUsers } from '../line-accounts/line-accounts.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

/** A hub whose six friends' contacts are in one list, a member of it, and a list-making helper. */
async function givenAudience(prefix: string) {
  const given = await givenBroadcastAccount(t);
  const allList = await givenFriendsInList(t, given, prefix, 6);
  const member = await signedInMember(t, { hubId: given.hubId });
  const contact = await seededContacts(t.deps, given.hubId);
  const list = async (name: string, contactIds: string[]) => {
    const made = (await member.call('POST', '/lists', { kind: 'static', name })).json().list.id as string;
    await member.call('POST', `/lists/${made}/members`, { contactIds });
    return made;
  };
  const size = (body: object) =>
    member.call('POST', '/line/broadcast-setting/audience-size', { accountId: given.account.id, ...body });
  return { ...given, allList, member, contact, list, size };
}

describe('audience size', () => {
  it('counts target lists minus exclude lists once a friend, without blocked friends or contacts off LINE', async () => {
    const a = await givenAudience('size');
    const ids = [0, 1, 2, 3, 4, 5].map(a.contact);
    const [offLine] = await createContacts(a.member.call, [{ firstname: 'Ken' }]);
    const first = await a.list('First', [...ids.slice(0, 4), offLine as string]);
    const second = await a.list('Second', ids.slice(2, 5));
    const excluded = await a.list('Excluded', ids.slice(1, 2));

    expect((await a.size({ targetLists: [first] })).json()).toEqual({ count: 4 });
    // Overlapping lists count each friend once (sizes 5 + 3, five friends), excludes come off.
    expect((await a.size({ targetLists: [first, second] })).json()).toEqual({ count: 5 });
    expect((await a.size({ targetLists: [first, second], excludeLists: [excluded] })).json()).toEqual({
      count: 4,
    });
    await t.deps.db
      .update(lineUsers)
      .set({ blockedAt: new Date() })
      .where(and(eq(lineUsers.lineAccountId, a.account.id), eq(lineUsers.userId, seededUserId('size', 4))));
    expect((await a.size({ targetLists: [first, second], excludeLists: [excluded] })).json()).toEqual({
      count: 3,
    });
    expect((await a.size({ targetLists: [] })).json()).toEqual({ count: 0 });
    expect((await a.size({ targetLists: [a.allList] })).json()).toEqual({ count: 5 });
  });

  it('refuses unknown lists, another hub’s account and lists, and a member without the permission', async () => {
    const a = await givenAudience('size-refuse');
    const other = await givenAudience('size-other');
    const unknown = await a.size({ targetLists: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('A chosen list no longer exists. Choose the lists again.');
    expect((await a.size({ targetLists: [other.allList] })).json().code).toBe('broadcast.error.unknownList');
    const foreignAccount = await a.member.call('POST', '/line/broadcast-setting/audience-size', {
      accountId: other.account.id,
      targetLists: [a.allList],
    });
    expect(foreignAccount.json().code).toBe('broadcast.error.noAccount');
    expect((await a.size({ targetLists: 'all' })).statusCode).toBe(400);
    const noBroadcasts = await signedInMember(t, {
      hubId: a.hubId,
      permissions: { ...allPermissions(), permissionBroadcasts: false },
    });
    const refused = await noBroadcasts.call('POST', '/line/broadcast-setting/audience-size', {
      accountId: a.account.id,
      targetLists: [a.allList],
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a target list over 100,000 contacts, naming its size', async () => {
    const a = await givenAudience('size-large');
    const large = await a.list('Everyone', []);
    // Set-up by SQL: 100,001 contacts in the list, too many to add through the API.
    await t.deps.db.execute(sql`with made as (
        insert into crm_contacts (hub_id, properties)
        select ${a.hubId}, '{}'::jsonb from generate_series(1, ${BROADCAST_LIST_MAX + 1}) returning id)
      insert into crm_list_members (list_id, contact_id) select ${large}, id from made`);
    const refused = await a.size({ targetLists: [large] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'broadcast.error.listTooLarge' });
    expect(refused.json().msg).toContain('100,001');
  });
});

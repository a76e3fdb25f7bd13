import { noPermissions } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContacts, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const member = (hubId?: string, permissions?: ReturnType<typeof noPermissions>) =>
  signedInMember(t, { hubId, permissions });
const contacts = createContacts;

const lead = { propertyName: 'lifecyclestage', operator: 'EQ', value: 'lead' };

describe('lists', () => {
  it('keeps static members and computes filter lists, with sizes and set-based audiences', async () => {
    const { call } = await member();
    const [aiko, ben, chen] = await contacts(call, [
      { firstname: 'Aiko', lifecyclestage: 'customer' },
      { firstname: 'Ben', lifecyclestage: 'lead' },
      { firstname: 'Chen', lifecyclestage: 'lead' },
    ]);
    const vip = (await call('POST', '/lists', { kind: 'static', name: 'VIP' })).json();
    expect(vip).toMatchObject({ msg: 'The list VIP has been created.', list: { kind: 'static', size: 0 } });
    const added = await call('POST', `/lists/${vip.list.id}/members`, { contactIds: [aiko, ben, aiko] });
    expect(added.json()).toEqual({ msg: '2 contacts are now in the list.', count: 2 });
    expect((await call('POST', `/lists/${vip.list.id}/members`, { contactIds: [aiko] })).json().count).toBe(
      0,
    );

    expect((await call('POST', '/lists/preview', { filters: [lead] })).json()).toEqual({ size: 2 });
    const leads = (await call('POST', '/lists', { kind: 'filter', name: 'Leads', filters: [lead] })).json()
      .list;
    expect(leads.size).toBe(2);
    await call('PATCH', `/contacts/${ben}`, { properties: { lifecyclestage: 'customer' } });
    expect((await call('GET', `/lists/${leads.id}`)).json().size).toBe(1);

    const names = (await call('GET', `/lists/${vip.list.id}/members?limit=25`))
      .json()
      .items.map((c: { properties: { firstname: string } }) => c.properties.firstname)
      .sort();
    expect(names).toEqual(['Aiko', 'Ben']);
    expect((await call('GET', `/lists/${leads.id}/members`)).json()).toMatchObject({
      total: 1,
      items: [{ id: chen }],
    });
    expect((await call('GET', '/lists')).json().items.map((l: { name: string }) => l.name)).toEqual([
      'Leads',
      'VIP',
    ]);

    const removed = await call('POST', `/lists/${vip.list.id}/members/remove`, { contactIds: [ben] });
    expect(removed.json()).toEqual({ msg: '1 contact was removed from the list.', count: 1 });
    const renamed = await call('PATCH', `/lists/${leads.id}`, {
      name: 'Customers',
      filters: [{ propertyName: 'lifecyclestage', operator: 'EQ', value: 'customer' }],
    });
    expect(renamed.json()).toMatchObject({ msg: 'The list Customers has been saved.', list: { size: 2 } });
    expect((await call('DELETE', `/lists/${vip.list.id}`)).json().msg).toBe('The list has been deleted.');
    expect((await call('GET', `/lists/${vip.list.id}`)).statusCode).toBe(404);
  });

  it('resolves include minus exclude lists in one query', async () => {
    const { hubId, call } = await member();
    const ids = await contacts(call, [
      { firstname: 'A', lifecyclestage: 'lead' },
      { firstname: 'B', lifecyclestage: 'lead' },
      { firstname: 'C', lifecyclestage: 'customer' },
      { firstname: 'D', lifecyclestage: 'lead' },
    ]);
    const leads = (await call('POST', '/lists', { kind: 'filter', name: 'Leads', filters: [lead] })).json()
      .list;
    const optedOut = (await call('POST', '/lists', { kind: 'static', name: 'Opted out' })).json().list;
    await call('POST', `/lists/${optedOut.id}/members`, { contactIds: [ids[0], ids[2]] });
    const everyone = (await call('POST', '/lists', { kind: 'static', name: 'All' })).json().list;
    await call('POST', `/lists/${everyone.id}/members`, { contactIds: ids });
    const size = (include: string[], exclude: string[]) =>
      t.deps.crm.lists.audienceSize(hubId, include, exclude);
    const cases: [string[], string[], number][] = [
      [[leads.id], [], 3],
      [[leads.id], [optedOut.id], 2],
      [[everyone.id], [leads.id], 1],
      [[everyone.id, leads.id], [optedOut.id], 2],
      [[], [leads.id], 0],
      [[everyone.id], ['not-a-list'], 4],
    ];
    for (const [include, exclude, expected] of cases) expect(await size(include, exclude)).toBe(expected);
  });

  it('refuses bad input, filter-list members, other hubs and missing permission', async () => {
    const owner = await member();
    const [aiko] = await contacts(owner.call, [{ firstname: 'Aiko' }]);
    const empty = await owner.call('POST', '/lists?lang=ja', { kind: 'filter', name: ' ', filters: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      name: '必須項目を入力してください。',
      filters: '必須項目を入力してください。',
    });
    const leads = (
      await owner.call('POST', '/lists', { kind: 'filter', name: 'Leads', filters: [lead] })
    ).json().list;
    const refused = await owner.call('POST', `/lists/${leads.id}/members`, { contactIds: [aiko] });
    expect(refused.json().code).toBe('crm.error.filterListMembers');
    const vip = (await owner.call('POST', '/lists', { kind: 'static', name: 'VIP' })).json().list;
    expect((await owner.call('PATCH', `/lists/${vip.id}`, { filters: [lead] })).json().code).toBe(
      'crm.error.staticListFilters',
    );

    const stranger = await member();
    expect((await stranger.call('GET', `/lists/${vip.id}`)).statusCode).toBe(404);
    expect((await stranger.call('POST', `/lists/${vip.id}/members`, { contactIds: [aiko] })).statusCode).toBe(
      404,
    );
    expect((await stranger.call('DELETE', `/lists/${vip.id}`)).statusCode).toBe(404);
    // Another hub's contacts are never added, even to one's own list.
    const own = (await stranger.call('POST', '/lists', { kind: 'static', name: 'Mine' })).json().list;
    expect(
      (await stranger.call('POST', `/lists/${own.id}/members`, { contactIds: [aiko] })).json().count,
    ).toBe(0);

    const flagless = await member(owner.hubId, noPermissions());
    expect((await flagless.call('GET', '/lists')).statusCode).toBe(403);
    expect((await flagless.call('POST', '/lists', { kind: 'static', name: 'Nope' })).statusCode).toBe(403);
    expect((await owner.call('GET', '/lists')).json().items).toHaveLength(2);
  });
});

describe('merging contacts', () => {
  it('keeps the primary values, fills its gaps, and moves list memberships', async () => {
    const { call } = await member();
    const [primary, merged] = await contacts(call, [
      { firstname: 'Misaki', email: 'misaki@example.jp' },
      { firstname: 'Misa', phone: '+81-3-1234-5678' },
    ]);
    const vip = (await call('POST', '/lists', { kind: 'static', name: 'VIP' })).json().list;
    await call('POST', `/lists/${vip.id}/members`, { contactIds: [merged] });
    const response = await call('POST', '/contacts/merge', { primaryId: primary, mergedId: merged });
    expect(response.json()).toMatchObject({
      msg: 'The contacts have been merged.',
      contact: {
        id: primary,
        properties: { firstname: 'Misaki', email: 'misaki@example.jp', phone: '+81-3-1234-5678' },
      },
    });
    expect((await call('GET', `/contacts/${merged}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/lists/${vip.id}/members`)).json().items.map((c: { id: string }) => c.id),
    ).toEqual([primary]);
    expect(
      (await call('POST', '/contacts/merge', { primaryId: primary, mergedId: primary })).json().code,
    ).toBe('crm.error.sameContact');
    const stranger = await member();
    const [theirs] = await contacts(stranger.call, [{ firstname: 'Theirs' }]);
    expect((await call('POST', '/contacts/merge', { primaryId: primary, mergedId: theirs })).statusCode).toBe(
      404,
    );
    expect((await stranger.call('GET', `/contacts/${theirs}`)).statusCode).toBe(200);
  });
});

import { noPermissions } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount } from '../../test/line-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function member() {
  const { hubId, user } = await givenMember(t);
  const { cookie } = await signIn(t, user.email);
  const call = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
    t.request({ method, url: `/api/${hubId}${path}`, headers: { cookie }, payload });
  return { hubId, call };
}

describe('properties and owners', () => {
  it('lists the built-in properties, one LINE user id per account, and custom ones', async () => {
    const { hubId, call } = await member();
    await givenLineAccount(t, hubId);
    expect(
      (
        await call('POST', '/properties', {
          name: 'member_rank',
          label: 'Member rank',
          type: 'enumeration',
          options: [{ value: 'gold', label: 'Gold' }],
        })
      ).json(),
    ).toEqual({
      msg: 'The property Member rank has been created.',
    });
    const names = (await call('GET', '/properties')).json().items.map((p: { name: string }) => p.name);
    expect(names).toEqual([
      'firstname',
      'lastname',
      'email',
      'phone',
      'mobilephone',
      'lifecyclestage',
      'hubspot_owner_id',
      'line_user_id_1',
      'member_rank',
    ]);
    expect(
      (await call('POST', '/properties', { name: 'member_rank', label: 'Again', type: 'text' })).json().code,
    ).toBe('crm.error.duplicateProperty');
    expect(
      (await call('POST', '/properties', { name: 'Bad Name', label: 'x', type: 'text' })).json().fields,
    ).toEqual({
      name: 'Use lowercase letters, digits and underscores, starting with a letter.',
    });
    expect((await call('GET', '/owners')).json().items).toEqual([
      expect.objectContaining({ firstName: 'Test user', lastName: '' }),
    ]);
  });
});

describe('contacts', () => {
  it('creates and updates with checked values, refusing bad ones without writing', async () => {
    const { call } = await member();
    const created = await call('POST', '/contacts', {
      properties: { firstname: '美咲', lastname: '佐藤', email: 'misaki@example.jp', lifecyclestage: 'lead' },
    });
    expect(created.json()).toMatchObject({
      msg: 'The contact has been created.',
      contact: { properties: { firstname: '美咲', lifecyclestage: 'lead' } },
    });
    const id = created.json().contact.id;
    const refused = await call('PATCH', `/contacts/${id}?lang=ja`, { properties: { lifecyclestage: 'vip' } });
    expect(refused.json()).toEqual({
      code: 'crm.error.invalidValue',
      msg: '「vip」はLifecycle stageの値として正しくありません。',
    });
    expect((await call('PATCH', `/contacts/${id}`, { properties: { nickname: 'x' } })).json().code).toBe(
      'crm.error.unknownProperty',
    );
    expect((await call('POST', '/contacts', { properties: { email: 'nope' } })).statusCode).toBe(400);
    const updated = await call('PATCH', `/contacts/${id}`, {
      properties: { lifecyclestage: 'customer', lastname: null },
    });
    expect(updated.json().contact.properties).toEqual({
      firstname: '美咲',
      email: 'misaki@example.jp',
      lifecyclestage: 'customer',
    });
    expect((await call('POST', '/contacts/search', {})).json().total).toBe(1);
  });

  it('searches with HubSpot-style filters, set-based', async () => {
    const { call } = await member();
    await call('POST', '/properties', { name: 'visits', label: 'Visits', type: 'number' });
    const people = [
      { firstname: 'Aiko', email: 'aiko@example.jp', lifecyclestage: 'customer', visits: '12' },
      { firstname: 'Ben', email: 'ben@example.com', lifecyclestage: 'lead', visits: '3' },
      { firstname: 'Chen', phone: '+886-2-1234', lifecyclestage: 'lead' },
    ];
    for (const properties of people) await call('POST', '/contacts', { properties });
    const names = async (body: object) =>
      (await call('POST', '/contacts/search', body))
        .json()
        .items.map((c: { properties: { firstname: string } }) => c.properties.firstname)
        .sort();
    const cases: [object, string[]][] = [
      [{ query: 'example.jp' }, ['Aiko']],
      [{ query: '1234' }, ['Chen']],
      [{ filters: [{ propertyName: 'lifecyclestage', operator: 'EQ', value: 'lead' }] }, ['Ben', 'Chen']],
      [{ filters: [{ propertyName: 'lifecyclestage', operator: 'NEQ', value: 'lead' }] }, ['Aiko']],
      [{ filters: [{ propertyName: 'email', operator: 'CONTAINS_TOKEN', value: 'BEN' }] }, ['Ben']],
      [{ filters: [{ propertyName: 'email', operator: 'NOT_HAS_PROPERTY' }] }, ['Chen']],
      [{ filters: [{ propertyName: 'visits', operator: 'GT', value: '5' }] }, ['Aiko']],
      [{ filters: [{ propertyName: 'visits', operator: 'LT', value: '5' }] }, ['Ben']],
      [
        {
          filters: [
            { propertyName: 'visits', operator: 'HAS_PROPERTY' },
            { propertyName: 'lifecyclestage', operator: 'EQ', value: 'lead' },
          ],
        },
        ['Ben'],
      ],
    ];
    for (const [body, expected] of cases) expect(await names(body), JSON.stringify(body)).toEqual(expected);
    const page = (await call('POST', '/contacts/search', { limit: 25, page: 1 })).json();
    expect(page).toMatchObject({ items: [], total: 3, page: 1 });
  });

  it('keeps hubs apart and needs permissionInbox', async () => {
    const owner = await member();
    const { id } = (await owner.call('POST', '/contacts', { properties: { firstname: 'Secret' } })).json()
      .contact;
    const stranger = await member();
    expect((await stranger.call('GET', `/contacts/${id}`)).statusCode).toBe(404);
    expect(
      (await stranger.call('PATCH', `/contacts/${id}`, { properties: { firstname: 'Mine' } })).statusCode,
    ).toBe(404);
    expect((await stranger.call('POST', '/contacts/search', {})).json().total).toBe(0);
    const viewer = await givenMember(t, {
      hubId: owner.hubId,
      superAdmin: false,
      permissions: noPermissions(),
    });
    const cookie = (await signIn(t, viewer.user.email)).cookie;
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/${owner.hubId}/contacts/search`,
          headers: { cookie },
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
    expect((await owner.call('GET', `/contacts/${id}`)).json().properties.firstname).toBe('Secret');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createContacts,
  type HubCall,
  signedInMember,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { givenLineAccount, givenLineFriend } from '../../test/line-fixtures.ts';

/**
 * One behaviour suite, two CRMs: every case runs on a hub using the built-in CRM and on a hub
 * connected to a HubSpot portal (the HubSpot sandbox, over HTTP through @hubspot/api-client).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { hubspot: true });
});
afterAll(() => t.close());

type Provider = 'builtin' | 'hubspot';

async function member(provider: Provider) {
  const { hubId, call } = await signedInMember(t);
  // A LINE account first, so connecting creates its `LINE User ID _1` property in HubSpot.
  const { account } = await givenLineAccount(t, hubId);
  const friend = await givenLineFriend(t, account, 'Yui');
  if (provider === 'hubspot') {
    const connected = await call('PUT', '/crm/connection', { platform: 'sandbox' });
    if (connected.statusCode !== 200) throw new Error(`connect failed: ${connected.body}`);
  }
  return { hubId, call, vid: friend.id };
}
type Call = HubCall;

const create = createContacts;

const firstNames = async (call: Call, path: string, body?: object) =>
  (await call(body ? 'POST' : 'GET', path, body))
    .json()
    .items.map((contact: { properties: { firstname: string } }) => contact.properties.firstname)
    .sort();

describe.each<Provider>(['builtin', 'hubspot'])('CRM behaviour on %s', (provider) => {
  it('says which CRM the hub uses', async () => {
    const { call } = await member(provider);
    expect((await call('GET', '/crm/connection')).json()).toMatchObject({
      provider,
      sandboxAvailable: true,
      ...(provider === 'hubspot' ? { platform: 'sandbox', portalId: expect.stringMatching(/^\d+$/) } : {}),
    });
  });

  it('creates, reads and updates contacts, refusing bad values the same way', async () => {
    const { call } = await member(provider);
    const [id] = await create(call, [
      { firstname: 'Misaki', email: 'misaki@example.jp', lifecyclestage: 'lead' },
    ]);
    expect((await call('GET', `/contacts/${id}`)).json().properties).toMatchObject({
      firstname: 'Misaki',
      email: 'misaki@example.jp',
      lifecyclestage: 'lead',
    });
    const updated = await call('PATCH', `/contacts/${id}`, {
      properties: { lifecyclestage: 'customer', email: null },
    });
    expect(updated.json().contact.properties).toMatchObject({
      firstname: 'Misaki',
      lifecyclestage: 'customer',
    });
    expect(updated.json().contact.properties.email).toBeUndefined();
    const refused = await call('PATCH', `/contacts/${id}?lang=ja`, { properties: { lifecyclestage: 'vip' } });
    expect(refused.json().code).toBe('crm.error.invalidValue');
    expect((await call('POST', '/contacts', { properties: { nickname: 'x' } })).json().code).toBe(
      'crm.error.unknownProperty',
    );
    expect((await call('GET', '/contacts/999999999')).statusCode).toBe(404);
    const names = (await call('GET', '/properties')).json().items.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['firstname', 'lastname', 'email', 'phone', 'lifecyclestage']),
    );
  });

  it('searches with the same filters', async () => {
    const { call } = await member(provider);
    await call('POST', '/properties', { name: 'visits', label: 'Visits', type: 'number' });
    await create(call, [
      { firstname: 'Aiko', email: 'aiko@example.jp', lifecyclestage: 'customer', visits: '12' },
      { firstname: 'Ben', email: 'ben@example.com', lifecyclestage: 'lead', visits: '3' },
      { firstname: 'Chen', lifecyclestage: 'lead' },
    ]);
    const cases: [object, string[]][] = [
      [{ filters: [{ propertyName: 'lifecyclestage', operator: 'EQ', value: 'lead' }] }, ['Ben', 'Chen']],
      [{ filters: [{ propertyName: 'lifecyclestage', operator: 'NEQ', value: 'lead' }] }, ['Aiko']],
      [{ filters: [{ propertyName: 'email', operator: 'NOT_HAS_PROPERTY' }] }, ['Chen']],
      [{ filters: [{ propertyName: 'email', operator: 'HAS_PROPERTY' }] }, ['Aiko', 'Ben']],
      [{ filters: [{ propertyName: 'visits', operator: 'GT', value: '5' }] }, ['Aiko']],
      [{ filters: [{ propertyName: 'visits', operator: 'LT', value: '5' }] }, ['Ben']],
      [{}, ['Aiko', 'Ben', 'Chen']],
    ];
    for (const [body, expected] of cases)
      expect(await firstNames(call, '/contacts/search', body), JSON.stringify(body)).toEqual(expected);
    expect((await call('POST', '/contacts/search', { limit: 25, page: 1 })).json()).toMatchObject({
      items: [],
      total: 3,
    });
  });

  it('keeps static and filter lists with sizes, members and include-minus-exclude audiences', async () => {
    const { hubId, call } = await member(provider);
    const [aiko, ben, chen] = await create(call, [
      { firstname: 'Aiko', lifecyclestage: 'customer' },
      { firstname: 'Ben', lifecyclestage: 'lead' },
      { firstname: 'Chen', lifecyclestage: 'lead' },
    ]);
    const lead = { propertyName: 'lifecyclestage', operator: 'EQ', value: 'lead' };
    const vip = (await call('POST', '/lists', { kind: 'static', name: 'VIP' })).json().list;
    expect((await call('POST', `/lists/${vip.id}/members`, { contactIds: [aiko, ben] })).json().count).toBe(
      2,
    );
    const leads = (await call('POST', '/lists', { kind: 'filter', name: 'Leads', filters: [lead] })).json()
      .list;
    expect(leads).toMatchObject({ kind: 'filter', size: 2, filters: [lead] });
    expect((await call('POST', '/lists/preview', { filters: [lead] })).json().size).toBe(2);
    expect(await firstNames(call, `/lists/${vip.id}/members`)).toEqual(['Aiko', 'Ben']);
    expect(await firstNames(call, `/lists/${leads.id}/members`)).toEqual(['Ben', 'Chen']);
    expect(await t.deps.crm.lists.audienceSize(hubId, [leads.id], [vip.id])).toBe(1);
    expect((await call('POST', `/lists/${leads.id}/members`, { contactIds: [aiko] })).json().code).toBe(
      'crm.error.filterListMembers',
    );
    expect((await call('POST', `/lists/${vip.id}/members/remove`, { contactIds: [ben] })).json().count).toBe(
      1,
    );
    expect((await call('GET', `/lists/${vip.id}`)).json().size).toBe(1);
    expect(
      (await call('GET', '/lists'))
        .json()
        .items.map((list: { name: string }) => list.name)
        .sort(),
    ).toEqual(['Leads', 'VIP']);
    expect((await call('DELETE', `/lists/${vip.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/lists/${vip.id}`)).statusCode).toBe(404);
    expect(chen).toBeDefined();
  });

  it('merges two contacts into the primary', async () => {
    const { call } = await member(provider);
    const [primary, merged] = await create(call, [
      { firstname: 'Misaki', email: 'misaki@example.jp' },
      { firstname: 'Misa', phone: '+81-3-1234-5678' },
    ]);
    const response = await call('POST', '/contacts/merge', { primaryId: primary, mergedId: merged });
    expect(response.json().contact).toMatchObject({
      id: primary,
      properties: { email: 'misaki@example.jp' },
    });
    expect((await call('GET', `/contacts/${merged}`)).statusCode).toBe(404);
  });

  it('keeps tickets, deals, notes and tasks about a conversation', async () => {
    const { call, vid } = await member(provider);
    expect((await call('GET', `/line/chat/${vid}/tickets`)).json().items).toEqual([]);
    const [tickets] = (await call('GET', '/tickets/pipelines')).json().items;
    const stage = (label: string) => tickets.stages.find((s: { label: string }) => s.label === label).id;
    const ticket = (
      await call('POST', `/line/chat/${vid}/ticket`, {
        subject: 'Broken cup',
        pipelineId: tickets.id,
        stageId: stage('New'),
      })
    ).json().ticket;
    expect(ticket).toMatchObject({ subject: 'Broken cup', status: 'open' });
    await call('PATCH', `/line/chat/${vid}/ticket/${ticket.id}`, {
      pipelineId: tickets.id,
      stageId: stage('Closed'),
    });
    expect((await call('GET', `/line/chat/${vid}/tickets?status=closed`)).json().items).toMatchObject([
      { id: ticket.id },
    ]);
    const refused = await call('POST', `/line/chat/${vid}/ticket`, {
      subject: 'x',
      pipelineId: tickets.id,
      stageId: 'nope',
    });
    expect(refused.json().code).toBe('crm.error.unknownStage');

    const [deals] = (await call('GET', '/deals/pipelines')).json().items;
    const deal = await call('POST', `/line/chat/${vid}/deal`, {
      dealname: 'Catering',
      pipeline: deals.id,
      dealstage: deals.stages[0].id,
      amount: '1200.50',
    });
    expect(deal.json().deal).toMatchObject({ dealname: 'Catering', amount: '1200.50' });
    const note = (await call('POST', `/line/chat/${vid}/note`, { body: 'Prefers oat milk' })).json().note;
    await call('PATCH', `/line/chat/${vid}/note/${note.id}`, { body: 'Prefers soy milk' });
    expect((await call('GET', `/line/chat/${vid}/notes`)).json().items).toMatchObject([
      { body: 'Prefers soy milk' },
    ]);
    const task = (
      await call('POST', `/line/chat/${vid}/task`, {
        subject: 'Call back',
        dueDate: '2026-12-01T09:00:00+09:00',
      })
    ).json().task;
    await call('PATCH', `/line/chat/${vid}/task/${task.id}`, { completed: true });
    expect((await call('GET', `/line/chat/${vid}/tasks`)).json().items).toMatchObject([
      { subject: 'Call back', completed: true },
    ]);
    expect((await call('DELETE', `/line/chat/${vid}/task/${task.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/line/chat/${vid}/tasks`)).json().items).toEqual([]);
  });

  it("refuses a record owner who is not one of the CRM's owners, writing nothing", async () => {
    const { call, vid } = await member(provider);
    const another = await signedInMember(t);
    const [tickets] = (await call('GET', '/tickets/pipelines')).json().items;
    const ticket = { subject: 'Broken cup', pipelineId: tickets.id, stageId: tickets.stages[0].id };
    for (const [path, body] of [
      ['ticket', ticket],
      ['task', { subject: 'Call back' }],
    ] as const) {
      const refused = await call('POST', `/line/chat/${vid}/${path}`, { ...body, ownerId: another.user.id });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'crm.error.unknownOwner',
        msg: "This owner is not one of the CRM's owners. Choose one from the list.",
      });
      expect((await call('GET', `/line/chat/${vid}/${path}s`)).json().items, path).toEqual([]);
      const { id } = (await call('POST', `/line/chat/${vid}/${path}`, body)).json()[path];
      const patched = await call('PATCH', `/line/chat/${vid}/${path}/${id}`, { ownerId: another.user.id });
      expect(patched.json().code, path).toBe('crm.error.unknownOwner');
      expect((await call('GET', `/line/chat/${vid}/${path}s`)).json().items[0].ownerId, path).toBeNull();
    }
  });

  it('keeps companies, members and their roles', async () => {
    const { call } = await member(provider);
    const company = (
      await call('POST', '/companies', { properties: { name: 'Sakura Trading', domain: 'sakura.jp' } })
    ).json().company;
    const [ken] = await create(call, [{ firstname: 'Ken', email: 'ken@sakura.jp' }]);
    await call('POST', `/companies/${company.id}/members`, { contactId: ken });
    await call('POST', '/association-labels', { roleLabel: 'Decision maker' });
    const assigned = await call('POST', `/line/chat/company/${company.id}/contact/${ken}/role`, {
      roleLabel: 'Decision maker',
    });
    expect(assigned.json().msg).toBe('Role "Decision maker" has been assigned successfully.');
    expect(
      (await call('GET', `/line/chat/company/${company.id}/members-with-roles`)).json().items,
    ).toMatchObject([{ contactId: ken, firstname: 'Ken', roleLabels: ['Decision maker'] }]);
    expect((await call('GET', `/contacts/${ken}/companies`)).json().items).toMatchObject([
      { id: company.id },
    ]);
    await call('POST', `/line/chat/company/${company.id}/note`, { body: 'Annual order in March' });
    expect((await call('GET', `/line/chat/company/${company.id}/notes`)).json().items).toMatchObject([
      { body: 'Annual order in March' },
    ]);
  });

  it("records workflow enrolments of the hub's contacts", async () => {
    const { call } = await member(provider);
    const workflow = (await call('POST', '/workflows', { name: 'Welcome' })).json().workflow;
    const [rin] = await create(call, [{ firstname: 'Rin' }]);
    expect((await call('POST', `/workflows/${workflow.id}/enroll`, { contactId: rin })).statusCode).toBe(200);
    expect(
      (await call('POST', `/workflows/${workflow.id}/enroll`, { contactId: '123456789' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/contacts/${rin}/enrollments`)).json().items).toMatchObject([
      { workflowName: 'Welcome' },
    ]);
  });

  it('keeps hubs apart', async () => {
    const owner = await member(provider);
    const [id] = await create(owner.call, [{ firstname: 'Secret' }]);
    const stranger = await member(provider);
    expect((await stranger.call('GET', `/contacts/${id}`)).statusCode).toBe(404);
    expect((await stranger.call('POST', '/contacts/search', {})).json().total).toBe(0);
  });
});

describe('the CRM connection', () => {
  it('refuses a token HubSpot does not accept and needs the account permission', async () => {
    const { call } = await member('builtin');
    const refused = await call('PUT', '/crm/connection?lang=ja', {
      platform: 'sandbox',
      accessToken: 'pat-na1-nope',
    });
    expect(refused.json()).toEqual({
      code: 'crm.error.hubspotToken',
      msg: 'HubSpotがこのアクセストークンを受け付けませんでした。プライベートアプリからもう一度コピーしてください。',
    });
    expect((await call('GET', '/crm/connection')).json().provider).toBe('builtin');
    expect((await call('PUT', '/crm/connection', { platform: 'hubspot', accessToken: '' })).statusCode).toBe(
      400,
    );
    await call('PUT', '/crm/connection', { platform: 'sandbox' });
    const back = await call('DELETE', '/crm/connection');
    expect(back.json()).toMatchObject({
      msg: 'This hub uses the built-in CRM again.',
      connection: { provider: 'builtin' },
    });
  });
});

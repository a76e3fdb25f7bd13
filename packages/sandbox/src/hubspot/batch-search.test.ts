import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestHubspot, type TestHubspot } from './test/harness.ts';

let hs: TestHubspot;
beforeEach(async () => {
  hs = await startTestHubspot({ rateLimits: false });
});
afterEach(() => hs.close());

const people: Array<Record<string, string>> = [
  { email: 'aiko@example.com', firstname: 'Aiko', lastname: 'Sato', hs_lead_status: 'NEW', city: 'Tokyo' },
  { email: 'ben@example.com', firstname: 'Ben', lastname: 'Wong', hs_lead_status: 'OPEN', city: 'Taipei' },
  { email: 'chai@example.co.th', firstname: 'Chai', lastname: 'Suk', hs_lead_status: 'OPEN' },
  {
    email: 'dai@example.com',
    firstname: 'Dai',
    lastname: 'Sato',
    hs_lead_status: 'CONNECTED',
    city: 'Osaka',
  },
];

async function seed() {
  const res = await hs.client.crm.contacts.batchApi.create({
    inputs: people.map((properties) => ({ properties, associations: [] })),
  });
  return res.results;
}

describe('batch', () => {
  it('creates, reads (207 for missing IDs), updates, upserts by email and archives', async () => {
    const created = await seed();
    expect(created).toHaveLength(4);
    const ids = created.map((r) => r.id);
    const read = await hs.raw('POST', '/crm/v3/objects/contacts/batch/read', {
      inputs: [{ id: ids[0] }, { id: '999999' }],
      properties: ['email'],
    });
    expect(read.status).toBe(207);
    expect(read.body).toMatchObject({ status: 'COMPLETE', numErrors: 1 });
    const upsert = await hs.client.crm.contacts.batchApi.upsert({
      inputs: [
        { id: 'aiko@example.com', idProperty: 'email', properties: { firstname: 'Aiko-chan' } },
        { id: 'eve@example.com', idProperty: 'email', properties: { firstname: 'Eve' } },
      ],
    });
    expect(upsert.results.map((r) => r.properties.firstname).sort()).toEqual(['Aiko-chan', 'Eve']);
    const updated = await hs.client.crm.contacts.batchApi.update({
      inputs: [{ id: ids[1] ?? '', properties: { city: 'Kaohsiung' } }],
    });
    expect(updated.results[0]?.properties.city).toBe('Kaohsiung');
    await hs.client.crm.contacts.batchApi.archive({ inputs: [{ id: ids[2] ?? '' }] });
    const page = await hs.client.crm.contacts.basicApi.getPage(100);
    expect(page.results).toHaveLength(4);
  });
});

describe('search', () => {
  const search = (body: Record<string, unknown>) => hs.raw('POST', '/crm/v3/objects/contacts/search', body);
  const emails = (body: Record<string, unknown>) =>
    (body.results as Array<{ properties: { email: string } }>).map((r) => r.properties.email);

  it('ORs filter groups and ANDs filters, with every operator', async () => {
    await seed();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ propertyName: 'lastname', operator: 'EQ', value: 'sato' }, ['aiko@example.com', 'dai@example.com']],
      [
        { propertyName: 'lastname', operator: 'NEQ', value: 'Sato' },
        ['ben@example.com', 'chai@example.co.th'],
      ],
      [
        { propertyName: 'hs_lead_status', operator: 'IN', values: ['NEW', 'CONNECTED'] },
        ['aiko@example.com', 'dai@example.com'],
      ],
      [
        { propertyName: 'hs_lead_status', operator: 'NOT_IN', values: ['OPEN'] },
        ['aiko@example.com', 'dai@example.com'],
      ],
      [
        { propertyName: 'city', operator: 'HAS_PROPERTY' },
        ['aiko@example.com', 'ben@example.com', 'dai@example.com'],
      ],
      [{ propertyName: 'city', operator: 'NOT_HAS_PROPERTY' }, ['chai@example.co.th']],
      [{ propertyName: 'firstname', operator: 'CONTAINS_TOKEN', value: 'ch*' }, ['chai@example.co.th']],
      [
        { propertyName: 'firstname', operator: 'NOT_CONTAINS_TOKEN', value: 'aiko' },
        ['ben@example.com', 'chai@example.co.th', 'dai@example.com'],
      ],
      [{ propertyName: 'firstname', operator: 'LT', value: 'B' }, ['aiko@example.com']],
      [{ propertyName: 'firstname', operator: 'LTE', value: 'Ben' }, ['aiko@example.com', 'ben@example.com']],
      [{ propertyName: 'firstname', operator: 'GT', value: 'Chai' }, ['dai@example.com']],
      [
        { propertyName: 'firstname', operator: 'GTE', value: 'Chai' },
        ['chai@example.co.th', 'dai@example.com'],
      ],
      [{ propertyName: 'firstname', operator: 'BETWEEN', value: 'B', highValue: 'C' }, ['ben@example.com']],
    ];
    for (const [filter, expected] of cases) {
      const res = await search({ filterGroups: [{ filters: [filter] }], properties: ['email'] });
      expect(emails(res.body), JSON.stringify(filter)).toEqual(expected);
    }
    const orAnd = await search({
      filterGroups: [
        {
          filters: [
            { propertyName: 'lastname', operator: 'EQ', value: 'Sato' },
            { propertyName: 'city', operator: 'EQ', value: 'Osaka' },
          ],
        },
        { filters: [{ propertyName: 'firstname', operator: 'EQ', value: 'Ben' }] },
      ],
      properties: ['email'],
    });
    expect(emails(orAnd.body)).toEqual(['ben@example.com', 'dai@example.com']);
  });

  it('matches a free-text query, sorts, pages with after and reports total', async () => {
    await seed();
    const q = await hs.client.crm.contacts.searchApi.doSearch({
      query: 'sato',
      properties: ['email'],
      filterGroups: [],
      sorts: [],
      limit: 10,
      after: '0',
    });
    expect(q.total).toBe(2);
    const sorted = await search({
      sorts: [{ propertyName: 'firstname', direction: 'DESCENDING' }],
      limit: 3,
      properties: ['email'],
    });
    expect(sorted.body.total).toBe(4);
    expect(emails(sorted.body)).toEqual(['dai@example.com', 'chai@example.co.th', 'ben@example.com']);
    const next = (sorted.body.paging as { next: { after: string } }).next.after;
    const rest = await search({
      sorts: [{ propertyName: 'firstname', direction: 'DESCENDING' }],
      limit: 3,
      after: next,
      properties: ['email'],
    });
    expect(emails(rest.body)).toEqual(['aiko@example.com']);
    expect(rest.body.paging).toBeUndefined();
  });

  it('refuses limit above 200 and paging past 10,000 results', async () => {
    expect((await search({ limit: 201 })).status).toBe(400);
    expect((await search({ after: '10000' })).status).toBe(400);
  });
});

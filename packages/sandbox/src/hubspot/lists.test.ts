import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestHubspot, type TestHubspot } from './test/harness.ts';

let hs: TestHubspot;
beforeEach(async () => {
  hs = await startTestHubspot({ rateLimits: false });
});
afterEach(() => hs.close());

async function contacts(...cities: string[]) {
  const res = await hs.client.crm.contacts.batchApi.create({
    inputs: cities.map((city, i) => ({ properties: { email: `p${i}@example.com`, city }, associations: [] })),
  });
  return res.results.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
}

describe('lists v3', () => {
  it('adds and removes MANUAL members with HubSpot spellings, pages memberships with total', async () => {
    const ids = await contacts('Tokyo', 'Osaka', 'Taipei');
    const created = await hs.client.crm.lists.listsApi.create({
      name: 'VIP',
      objectTypeId: '0-1',
      processingType: 'MANUAL',
    });
    const listId = created.list.listId;
    const add = await hs.raw('PUT', `/crm/v3/lists/${listId}/memberships/add`, [...ids, '424242']);
    expect(add.body).toEqual({ recordsIdsAdded: ids, recordIdsRemoved: [], recordIdsMissing: ['424242'] });
    const again = await hs.client.crm.lists.membershipsApi.add(listId, [ids[0] ?? '']);
    expect(again.recordsIdsAdded).toEqual([]);
    const page = await hs.client.crm.lists.membershipsApi.getPage(listId, undefined, undefined, 2);
    expect(page.total).toBe(3);
    expect(page.results.map((r) => r.recordId)).toEqual(ids.slice(0, 2));
    const rest = await hs.client.crm.lists.membershipsApi.getPage(
      listId,
      page.paging?.next?.after,
      undefined,
      2,
    );
    expect(rest.results.map((r) => r.recordId)).toEqual(ids.slice(2));
    const removed = await hs.client.crm.lists.membershipsApi.remove(listId, [ids[1] ?? '']);
    expect(removed.recordIdsRemoved).toEqual([ids[1]]);
    const of = await hs.raw('GET', `/crm/v3/lists/records/0-1/${ids[0]}/memberships`);
    expect(of.body).toMatchObject({ total: 1, results: [{ listId }] });
  });

  it('evaluates DYNAMIC lists from property filters and refuses manual edits', async () => {
    await contacts('Tokyo', 'Osaka', 'Tokyo');
    const created = await hs.raw('POST', '/crm/v3/lists', {
      name: 'Tokyo',
      objectTypeId: '0-1',
      processingType: 'DYNAMIC',
      filterBranch: {
        filterBranchType: 'OR',
        filterBranchOperator: 'OR',
        filters: [],
        filterBranches: [
          {
            filterBranchType: 'AND',
            filterBranchOperator: 'AND',
            filterBranches: [],
            filters: [
              {
                filterType: 'PROPERTY',
                property: 'city',
                operation: { operationType: 'STRING', operator: 'IS_EQUAL_TO', value: 'tokyo' },
              },
            ],
          },
        ],
      },
    });
    expect(created.status).toBe(200);
    const listId = (created.body.list as { listId: string }).listId;
    const members = await hs.client.crm.lists.membershipsApi.getPage(listId);
    expect(members.total).toBe(2);
    await hs.client.crm.contacts.basicApi.create({
      properties: { email: 'new@example.com', city: 'Tokyo' },
      associations: [],
    });
    expect((await hs.client.crm.lists.membershipsApi.getPage(listId)).total).toBe(3);
    const edit = await hs.raw('PUT', `/crm/v3/lists/${listId}/memberships/add`, ['1']);
    expect(edit.status).toBe(400);
    const search = await hs.raw('POST', '/crm/v3/lists/search', { query: 'tok' });
    expect(search.body).toMatchObject({
      total: 1,
      lists: [{ listId, additionalProperties: { hs_list_size: '3' } }],
    });
  });

  it('reads, finds by name, deletes and restores; refuses unsupported filters', async () => {
    const created = await hs.client.crm.lists.listsApi.create({
      name: 'Later',
      objectTypeId: '0-1',
      processingType: 'MANUAL',
    });
    const byName = await hs.raw('GET', '/crm/v3/lists/object-type-id/0-1/name/Later');
    expect(byName.body).toMatchObject({
      list: { listId: created.list.listId, processingStatus: 'COMPLETE' },
    });
    await hs.client.crm.lists.listsApi.remove(created.list.listId);
    expect((await hs.raw('GET', `/crm/v3/lists/${created.list.listId}`)).status).toBe(404);
    await hs.client.crm.lists.listsApi.restore(created.list.listId);
    expect((await hs.raw('GET', `/crm/v3/lists/${created.list.listId}`)).status).toBe(200);
    const events = await hs.raw('POST', '/crm/v3/lists', {
      name: 'Events',
      objectTypeId: '0-1',
      processingType: 'DYNAMIC',
      filterBranch: {
        filterBranchType: 'OR',
        filters: [{ filterType: 'PAGE_VIEW', pageUrl: 'x', operator: 'HAS_PAGEVIEW_EQ' }],
      },
    });
    expect(events.status).toBe(400);
  });
});

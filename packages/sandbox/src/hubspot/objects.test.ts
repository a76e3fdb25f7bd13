import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sdkError, startTestHubspot, type TestHubspot } from './test/harness.ts';

let hs: TestHubspot;
beforeEach(async () => {
  hs = await startTestHubspot();
});
afterEach(() => hs.close());

describe('objects through @hubspot/api-client', () => {
  it('creates (201), reads, updates, clears and archives a contact', async () => {
    const created = await hs.client.crm.contacts.basicApi.create({
      properties: { email: 'Aiko@Example.com', firstname: 'Aiko' },
      associations: [],
    });
    expect(created.id).toMatch(/^\d+$/);
    expect(created.properties.email).toBe('aiko@example.com');
    expect(created.properties.hs_object_id).toBe(created.id);
    expect(created.createdAt).toBeInstanceOf(Date);

    const byEmail = await hs.client.crm.contacts.basicApi.getById(
      'aiko@example.com',
      ['firstname'],
      undefined,
      undefined,
      undefined,
      'email',
    );
    expect(byEmail.id).toBe(created.id);
    expect(byEmail.properties).toMatchObject({ firstname: 'Aiko', hs_object_id: created.id });

    const updated = await hs.client.crm.contacts.basicApi.update(created.id, {
      properties: { firstname: '', lastname: 'Sato' },
    });
    expect(updated.properties.lastname).toBe('Sato');
    expect(updated.properties.firstname).toBeNull();

    await hs.client.crm.contacts.basicApi.archive(created.id);
    const gone = await sdkError(hs.client.crm.contacts.basicApi.getById(created.id));
    expect(gone.code).toBe(404);
    expect(gone.body.category).toBe('OBJECT_NOT_FOUND');
  });

  it('pages a list with after and limit, and answers the default properties', async () => {
    for (let i = 0; i < 5; i++) {
      await hs.client.crm.companies.basicApi.create({ properties: { name: `Co ${i}` }, associations: [] });
    }
    const first = await hs.client.crm.companies.basicApi.getPage(2);
    expect(first.results.map((r) => r.properties.name)).toEqual(['Co 0', 'Co 1']);
    expect(Object.keys(first.results[0]?.properties ?? {})).toEqual(
      expect.arrayContaining(['createdate', 'domain', 'hs_lastmodifieddate', 'hs_object_id', 'name']),
    );
    const after = first.paging?.next?.after;
    const second = await hs.client.crm.companies.basicApi.getPage(10, after);
    expect(second.results.map((r) => r.properties.name)).toEqual(['Co 2', 'Co 3', 'Co 4']);
    expect(second.paging).toBeUndefined();
  });

  it('accepts object type IDs in paths', async () => {
    const deal = await hs.client.crm.objects.basicApi.create('0-3', {
      properties: { dealname: 'Big', dealstage: 'appointmentscheduled', pipeline: 'default', amount: '100' },
      associations: [],
    });
    const read = await hs.client.crm.deals.basicApi.getById(deal.id);
    expect(read.properties.dealname).toBe('Big');
  });
});

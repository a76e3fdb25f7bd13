import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sdkError, startTestHubspot, type TestHubspot } from './test/harness.ts';

let hs: TestHubspot;
beforeEach(async () => {
  hs = await startTestHubspot();
});
afterEach(() => hs.close());

describe('refusals with HubSpot error bodies', () => {
  it('answers 401 INVALID_AUTHENTICATION without a token or with an unknown one', async () => {
    for (const token of ['', 'pat-na1-unknown']) {
      const res = await hs.raw('GET', '/crm/v3/objects/contacts', undefined, token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: 'error', category: 'INVALID_AUTHENTICATION' });
      expect(res.body.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const viaSdk = await sdkError(hs.clientFor('nope').crm.contacts.basicApi.getPage());
    expect(viaSdk.code).toBe(401);
  });

  it('refuses an unknown property with PROPERTY_DOESNT_EXIST', async () => {
    const e = await sdkError(
      hs.client.crm.contacts.basicApi.create({ properties: { favourite: 'x' }, associations: [] }),
    );
    expect(e.code).toBe(400);
    expect(e.body.category).toBe('VALIDATION_ERROR');
    expect(e.body.message).toContain('Property values were not valid');
    expect(e.body.errors?.[0]).toMatchObject({
      code: 'PROPERTY_DOESNT_EXIST',
      message: 'Property "favourite" does not exist',
    });
  });

  it('refuses bodies that break the OpenAPI schema, and bad JSON', async () => {
    const noProps = await hs.raw('POST', '/crm/v3/objects/contacts', { associations: [] });
    expect(noProps.status).toBe(400);
    expect(noProps.body).toMatchObject({ status: 'error', category: 'VALIDATION_ERROR' });
    expect(String(noProps.body.message)).toContain('[properties]');
    const badOperator = await hs.raw('POST', '/crm/v3/objects/contacts/search', {
      filterGroups: [{ filters: [{ propertyName: 'email', operator: 'LIKE', value: 'x' }] }],
    });
    expect(badOperator.status).toBe(400);
    const broken = await hs.raw('POST', '/crm/v3/objects/contacts', '{"properties":');
    expect(broken.status).toBe(400);
    expect(String(broken.body.message)).toMatch(/^Invalid input JSON on line 1/);
  });

  it('answers 409 CONFLICT for a duplicate contact email', async () => {
    const first = await hs.client.crm.contacts.basicApi.create({
      properties: { email: 'a@example.com' },
      associations: [],
    });
    const e = await sdkError(
      hs.client.crm.contacts.basicApi.create({ properties: { email: 'A@example.com' }, associations: [] }),
    );
    expect(e.code).toBe(409);
    expect(e.body).toMatchObject({
      category: 'CONFLICT',
      message: `Contact already exists. Existing ID: ${first.id}`,
    });
  });

  it('requires the properties of B2 per object type, and pipeline stages that exist', async () => {
    const deal = await hs.raw('POST', '/crm/v3/objects/deals', { properties: { dealname: 'x' } });
    expect(deal.status).toBe(400);
    expect(String(deal.body.message)).toContain('REQUIRED_PROPERTY');
    const ticket = await hs.raw('POST', '/crm/v3/objects/tickets', {
      properties: { subject: 'Help', hs_pipeline: '0', hs_pipeline_stage: 'nope' },
    });
    expect(ticket.status).toBe(400);
    expect(String(ticket.body.message)).toContain('INVALID_OPTION');
    const note = await hs.raw('POST', '/crm/v3/objects/notes', { properties: { hs_note_body: 'hi' } });
    expect(note.status).toBe(400);
    const ok = await hs.raw('POST', '/crm/v3/objects/notes', {
      properties: { hs_note_body: 'hi', hs_timestamp: '1700000000000' },
    });
    expect(ok.status).toBe(201);
    expect((ok.body.properties as Record<string, string>).hs_timestamp).toBe('2023-11-14T22:13:20.000Z');
  });

  it('refuses batches over 100 inputs and rolls back a batch with a bad input', async () => {
    const inputs = Array.from({ length: 101 }, (_, i) => ({ properties: { firstname: `n${i}` } }));
    const tooMany = await hs.raw('POST', '/crm/v3/objects/contacts/batch/create', { inputs });
    expect(tooMany.status).toBe(400);
    const mixed = await hs.raw('POST', '/crm/v3/objects/contacts/batch/create', {
      inputs: [{ properties: { email: 'ok@example.com' } }, { properties: { nope: '1' } }],
    });
    expect(mixed.status).toBe(400);
    const all = await hs.client.crm.contacts.basicApi.getPage();
    expect(all.results).toHaveLength(0);
  });

  it('rejects list limits above 100', async () => {
    const res = await hs.raw('GET', '/crm/v3/objects/contacts?limit=101');
    expect(res.status).toBe(400);
  });
});

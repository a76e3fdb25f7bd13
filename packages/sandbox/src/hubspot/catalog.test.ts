import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sdkError, startTestHubspot, type TestHubspot } from './test/harness.ts';

let hs: TestHubspot;
beforeEach(async () => {
  hs = await startTestHubspot({ rateLimits: false });
});
afterEach(() => hs.close());

describe('pipelines', () => {
  it('answers HubSpot default deal and ticket pipelines', async () => {
    const deals = await hs.client.crm.pipelines.pipelinesApi.getAll('deals');
    expect(deals.results.map((p) => p.id)).toEqual(['default']);
    const stages = deals.results[0]?.stages ?? [];
    expect(stages.map((s) => s.id)).toContain('appointmentscheduled');
    expect(stages.find((s) => s.id === 'closedwon')?.metadata).toEqual({
      isClosed: 'true',
      probability: '1.0',
    });
    expect(deals.results[0]?.createdAt.getTime()).toBe(0);
    const tickets = await hs.client.crm.pipelines.pipelinesApi.getById('tickets', '0');
    expect(tickets.stages.map((s) => s.metadata?.ticketState)).toEqual(['OPEN', 'OPEN', 'OPEN', 'CLOSED']);
  });

  it('creates pipelines and stages, checking stage metadata', async () => {
    const made = await hs.client.crm.pipelines.pipelinesApi.create('deals', {
      label: 'Renewals',
      displayOrder: 1,
      stages: [{ label: 'Due', displayOrder: 0, metadata: { probability: '0.5' } }],
    });
    const stage = await hs.client.crm.pipelines.pipelineStagesApi.create('deals', made.id, {
      label: 'Won',
      displayOrder: 1,
      metadata: { probability: '1.0', isClosed: 'true' },
    });
    const deal = await hs.client.crm.deals.basicApi.create({
      properties: { dealname: 'Renew', pipeline: made.id, dealstage: stage.id },
      associations: [],
    });
    expect(deal.properties.dealstage).toBe(stage.id);
    const bad = await sdkError(
      hs.client.crm.pipelines.pipelineStagesApi.create('deals', made.id, {
        label: 'x',
        displayOrder: 2,
        metadata: { probability: '0.55' },
      }),
    );
    expect(bad.code).toBe(400);
    const badTicket = await hs.raw('POST', '/crm/v3/pipelines/tickets/0/stages', {
      label: 'x',
      metadata: { ticketState: 'DONE' },
    });
    expect(badTicket.status).toBe(400);
  });
});

describe('properties', () => {
  it('lists defaults, creates a custom enumeration that then validates values', async () => {
    const all = await hs.client.crm.properties.coreApi.getAll('contacts');
    expect(all.results.map((p) => p.name)).toEqual(
      expect.arrayContaining(['email', 'firstname', 'hs_object_id']),
    );
    const created = await hs.client.crm.properties.coreApi.create('contacts', {
      name: 'line_user_id',
      label: 'LINE user ID',
      type: 'string' as never,
      fieldType: 'text' as never,
      groupName: 'contactinformation',
    });
    expect(created.hubspotDefined).toBe(false);
    const dup = await hs.raw('POST', '/crm/v3/properties/contacts', {
      name: 'line_user_id',
      label: 'x',
      type: 'string',
      fieldType: 'text',
      groupName: 'contactinformation',
    });
    expect(dup.status).toBe(409);
    const noOptions = await hs.raw('POST', '/crm/v3/properties/contacts', {
      name: 'tier',
      label: 'Tier',
      type: 'enumeration',
      fieldType: 'select',
      groupName: 'contactinformation',
    });
    expect(noOptions.status).toBe(400);
    const mismatch = await hs.raw('POST', '/crm/v3/properties/contacts', {
      name: 'tier',
      label: 'Tier',
      type: 'number',
      fieldType: 'text',
      groupName: 'contactinformation',
    });
    expect(mismatch.status).toBe(400);
    await hs.raw('POST', '/crm/v3/properties/contacts', {
      name: 'tier',
      label: 'Tier',
      type: 'enumeration',
      fieldType: 'select',
      groupName: 'contactinformation',
      options: [{ label: 'Gold', value: 'gold', hidden: false }],
    });
    const bad = await hs.raw('POST', '/crm/v3/objects/contacts', { properties: { tier: 'silver' } });
    expect(bad.status).toBe(400);
    expect(String(bad.body.message)).toContain('INVALID_OPTION');
    const ok = await hs.raw('POST', '/crm/v3/objects/contacts', {
      properties: { tier: 'gold', line_user_id: 'U1' },
    });
    expect(ok.status).toBe(201);
  });
});

describe('owners', () => {
  it('lists owners made through the control API, with paging, and gets one', async () => {
    for (const name of ['ann', 'bob', 'cy'])
      hs.control.createOwner(hs.portal.portalId, { email: `${name}@example.com`, firstName: name });
    const first = await hs.client.crm.owners.ownersApi.getPage(undefined, undefined, 2);
    expect(first.results.map((o) => o.email)).toEqual(['ann@example.com', 'bob@example.com']);
    const rest = await hs.client.crm.owners.ownersApi.getPage(undefined, first.paging?.next?.after, 2);
    expect(rest.results.map((o) => o.email)).toEqual(['cy@example.com']);
    const one = await hs.client.crm.owners.ownersApi.getById(Number(first.results[0]?.id));
    expect(one.firstName).toBe('ann');
    const contact = await hs.raw('POST', '/crm/v3/objects/contacts', {
      properties: { hubspot_owner_id: one.id },
    });
    expect(contact.status).toBe(201);
    const unknownOwner = await hs.raw('POST', '/crm/v3/objects/contacts', {
      properties: { hubspot_owner_id: '1' },
    });
    expect(unknownOwner.status).toBe(400);
  });

  it('keeps portals apart', async () => {
    const other = hs.control.createPortal({ name: 'Other' });
    await hs.client.crm.contacts.basicApi.create({
      properties: { email: 'mine@example.com' },
      associations: [],
    });
    const theirs = await hs.clientFor(other.accessToken).crm.contacts.basicApi.getPage();
    expect(theirs.results).toEqual([]);
  });
});

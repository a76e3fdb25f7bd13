import { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/associations/v4/models/AssociationSpec.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestHubspot, type TestHubspot } from './test/harness.ts';

let hs: TestHubspot;
beforeEach(async () => {
  hs = await startTestHubspot({ rateLimits: false });
});
afterEach(() => hs.close());

const HUBSPOT_DEFINED = AssociationSpecAssociationCategoryEnum.HubspotDefined;
const USER_DEFINED = AssociationSpecAssociationCategoryEnum.UserDefined;

async function contactAndCompany() {
  const contact = await hs.client.crm.contacts.basicApi.create({
    properties: { email: 'a@example.com' },
    associations: [],
  });
  const company = await hs.client.crm.companies.basicApi.create({
    properties: { name: 'Sakura' },
    associations: [],
  });
  return { contact, company };
}

describe('associations v4', () => {
  it('creates a default association seen from both sides with B8 type IDs', async () => {
    const { contact, company } = await contactAndCompany();
    await hs.client.crm.associations.v4.basicApi.createDefault(
      'contacts',
      contact.id,
      'companies',
      company.id,
    );
    const fromContact = await hs.client.crm.associations.v4.basicApi.getPage(
      'contacts',
      contact.id,
      'companies',
    );
    expect(fromContact.results[0]?.associationTypes).toEqual([
      { category: 'HUBSPOT_DEFINED', typeId: 279, label: null },
    ]);
    const fromCompany = await hs.raw('GET', `/crm/v4/objects/companies/${company.id}/associations/contacts`);
    expect(fromCompany.body.results).toEqual([
      {
        toObjectId: Number(contact.id),
        associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 280, label: null }],
      },
    ]);
  });

  it('creates labeled associations (201) with user-defined labels, lists labels and deletes', async () => {
    const { contact, company } = await contactAndCompany();
    const created = await hs.client.crm.associations.v4.schema.definitionsApi.create(
      'contacts',
      'companies',
      {
        name: 'billing_contact',
        label: 'Billing contact',
      },
    );
    const typeId = created.results[0]?.typeId ?? 0;
    const put = await hs.raw(
      'PUT',
      `/crm/v4/objects/contacts/${contact.id}/associations/companies/${company.id}`,
      [
        { associationCategory: USER_DEFINED, associationTypeId: typeId },
        { associationCategory: HUBSPOT_DEFINED, associationTypeId: 1 },
      ],
    );
    expect(put.status).toBe(201);
    expect(put.body).toMatchObject({
      fromObjectTypeId: '0-1',
      toObjectTypeId: '0-2',
      labels: expect.arrayContaining(['Billing contact', 'Primary']),
    });
    const labels = await hs.client.crm.associations.v4.schema.definitionsApi.getAll('contacts', 'companies');
    expect(labels.results.map((l) => l.typeId)).toEqual(expect.arrayContaining([279, 1, typeId]));
    const page = await hs.client.crm.associations.v4.basicApi.getPage('contacts', contact.id, 'companies');
    expect(page.results[0]?.associationTypes.map((t) => t.typeId)).toEqual([1, 279, typeId]);
    const v3 = await hs.client.crm.contacts.basicApi.getById(contact.id, undefined, undefined, ['companies']);
    expect(v3.associations?.companies?.results.map((r) => r.type)).toEqual([
      'contact_to_company',
      'contact_to_company_unlabeled',
      'billing_contact',
    ]);

    await hs.client.crm.associations.v4.schema.definitionsApi.remove('contacts', 'companies', typeId);
    const after = await hs.client.crm.associations.v4.basicApi.getPage('contacts', contact.id, 'companies');
    expect(after.results[0]?.associationTypes.map((t) => t.typeId)).toEqual([1, 279]);
    await hs.client.crm.associations.v4.basicApi.archive('contacts', contact.id, 'companies', company.id);
    expect(
      (await hs.client.crm.associations.v4.basicApi.getPage('contacts', contact.id, 'companies')).results,
    ).toEqual([]);
  });

  it('refuses a type ID that does not join the two types', async () => {
    const { contact, company } = await contactAndCompany();
    const res = await hs.raw(
      'PUT',
      `/crm/v4/objects/contacts/${contact.id}/associations/companies/${company.id}`,
      [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 3 }],
    );
    expect(res.status).toBe(400);
    expect(res.body.category).toBe('VALIDATION_ERROR');
  });

  it('creates on record create, batch creates, reads and archives; pages GET with limit', async () => {
    const company = await hs.client.crm.companies.basicApi.create({
      properties: { name: 'Sakura' },
      associations: [],
    });
    const note = await hs.client.crm.objects.notes.basicApi.create({
      properties: { hs_timestamp: '2026-11-02T03:00:00Z', hs_note_body: 'Called' },
      associations: [
        { to: { id: company.id }, types: [{ associationCategory: HUBSPOT_DEFINED, associationTypeId: 190 }] },
      ],
    });
    const contacts = await hs.client.crm.contacts.batchApi.create({
      inputs: [1, 2, 3].map((i) => ({ properties: { email: `c${i}@example.com` }, associations: [] })),
    });
    const batch = await hs.client.crm.associations.v4.batchApi.create('companies', 'contacts', {
      inputs: contacts.results.map((c) => ({
        _from: { id: company.id },
        to: { id: c.id },
        types: [{ associationCategory: HUBSPOT_DEFINED, associationTypeId: 280 }],
      })),
    });
    expect(batch.results).toHaveLength(3);
    const first = await hs.raw(
      'GET',
      `/crm/v4/objects/companies/${company.id}/associations/contacts?limit=2`,
    );
    expect((first.body.results as unknown[]).length).toBe(2);
    const after = (first.body.paging as { next: { after: string } }).next.after;
    const second = await hs.raw(
      'GET',
      `/crm/v4/objects/companies/${company.id}/associations/contacts?limit=2&after=${after}`,
    );
    expect((second.body.results as unknown[]).length).toBe(1);
    expect(
      (await hs.raw('GET', `/crm/v4/objects/companies/${company.id}/associations/contacts?limit=501`)).status,
    ).toBe(400);

    const read = await hs.client.crm.associations.v4.batchApi.getPage('companies', 'notes', {
      inputs: [{ id: company.id }],
    });
    expect(read.results[0]?.to[0]?.toObjectId).toBe(Number(note.id));
    await hs.client.crm.associations.v4.batchApi.archive('companies', 'contacts', {
      inputs: [{ _from: { id: company.id }, to: contacts.results.map((c) => ({ id: c.id })) }],
    });
    const none = await hs.raw('POST', '/crm/v4/associations/companies/contacts/batch/read', {
      inputs: [{ id: company.id }],
    });
    expect(none.status).toBe(207);
  });
});

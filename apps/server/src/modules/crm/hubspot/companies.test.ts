import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHubspotCrm } from '../../../test/hubspot-crm.ts';

let h: Awaited<ReturnType<typeof startHubspotCrm>>;
beforeAll(async () => {
  h = await startHubspotCrm();
});
afterAll(() => h?.close());

const contact = (email: string, firstname: string) =>
  h.crm.contacts.create(h.hubId, { email, firstname, lastname: 'Tan' });

describe('HubSpot companies', () => {
  it('are created, read, updated and searched by name or domain', async () => {
    const { companies } = h.crm;
    const acme = await companies.create(h.hubId, { name: 'Acme Trading', domain: 'acme.example' });
    await companies.create(h.hubId, { name: 'Globex', domain: 'globex.example' });
    expect(acme.properties).toMatchObject({ name: 'Acme Trading', domain: 'acme.example' });
    expect((await companies.get(h.hubId, acme.id))?.properties.name).toBe('Acme Trading');

    const updated = await companies.update(h.hubId, acme.id, { city: 'Taipei', domain: null });
    expect(updated?.properties).toMatchObject({ name: 'Acme Trading', city: 'Taipei' });
    expect(updated?.properties.domain).toBeUndefined();

    const byName = await companies.search(h.hubId, 'acme', 0, 10);
    expect(byName.items.map((company) => company.id)).toEqual([acme.id]);
    expect(byName.total).toBe(1);
    expect((await companies.search(h.hubId, 'globex.example', 0, 10)).items).toHaveLength(1);
    const all = await companies.search(h.hubId, '', 0, 1);
    expect(all).toMatchObject({ total: 2 });
    expect(all.items).toHaveLength(1);
    expect((await companies.search(h.hubId, '', 1, 1)).items[0]?.id).not.toBe(all.items[0]?.id);
  });

  it('answer undefined or false for unknown ids and refuse unknown properties', async () => {
    const { companies } = h.crm;
    expect(await companies.get(h.hubId, '999999')).toBeUndefined();
    expect(await companies.get(h.hubId, 'not-an-id')).toBeUndefined();
    expect(await companies.update(h.hubId, '999999', { name: 'X' })).toBeUndefined();
    expect(await companies.members(h.hubId, '999999')).toBeUndefined();
    expect(await companies.addMember(h.hubId, '999999', '999998')).toBe(false);
    expect(await companies.removeMember(h.hubId, '999999', '999998')).toBe(false);
    expect(await companies.ofContact(h.hubId, '999999')).toEqual([]);
    await expect(companies.create(h.hubId, { name: 'Y', nosuchproperty: '1' })).rejects.toMatchObject({
      code: 'crm.error.unknownProperty',
    });
  });

  it('list the built-in Primary label and new ones, refusing a duplicate', async () => {
    const { companies } = h.crm;
    expect(await companies.labels(h.hubId)).toEqual([{ label: 'Primary', builtIn: true }]);
    expect(await companies.createLabel(h.hubId, 'Decision maker')).toEqual({
      label: 'Decision maker',
      builtIn: false,
    });
    await companies.createLabel(h.hubId, '決裁者');
    await expect(companies.createLabel(h.hubId, 'Decision maker')).rejects.toMatchObject({
      code: 'crm.error.duplicateLabel',
    });
    await expect(companies.createLabel(h.hubId, 'Primary')).rejects.toMatchObject({
      code: 'crm.error.duplicateLabel',
    });
    expect(await companies.labels(h.hubId)).toEqual([
      { label: 'Primary', builtIn: true },
      { label: 'Decision maker', builtIn: false },
      { label: '決裁者', builtIn: false },
    ]);
  });

  it('keep members with their roles', async () => {
    const { companies } = h.crm;
    const company = await companies.create(h.hubId, { name: 'Initech' });
    const ann = await contact('ann@initech.example', 'Ann');
    const bob = await contact('bob@initech.example', 'Bob');
    expect(await companies.addMember(h.hubId, company.id, ann.id)).toBe(true);
    expect(await companies.addMember(h.hubId, company.id, ann.id)).toBe(true);
    expect(await companies.addMember(h.hubId, company.id, bob.id)).toBe(true);
    expect((await companies.ofContact(h.hubId, ann.id)).map((found) => found.id)).toEqual([company.id]);

    expect(await companies.assignRole(h.hubId, company.id, ann.id, 'Decision maker')).toBe(true);
    expect(await companies.assignRole(h.hubId, company.id, ann.id, 'Primary')).toBe(true);
    expect(await companies.assignRole(h.hubId, company.id, bob.id, 'No such role')).toBe(false);
    const outsider = await contact('eve@elsewhere.example', 'Eve');
    expect(await companies.assignRole(h.hubId, company.id, outsider.id, 'Primary')).toBe(false);

    expect(await companies.members(h.hubId, company.id)).toEqual([
      {
        contactId: ann.id,
        firstname: 'Ann',
        lastname: 'Tan',
        email: 'ann@initech.example',
        roleLabels: ['Decision maker', 'Primary'],
      },
      { contactId: bob.id, firstname: 'Bob', lastname: 'Tan', email: 'bob@initech.example', roleLabels: [] },
    ]);

    expect(await companies.removeRole(h.hubId, company.id, ann.id, 'Primary')).toBe(true);
    expect(await companies.removeRole(h.hubId, company.id, outsider.id, 'Primary')).toBe(false);
    const [first] = (await companies.members(h.hubId, company.id)) ?? [];
    expect(first?.roleLabels).toEqual(['Decision maker']);

    expect(await companies.removeMember(h.hubId, company.id, ann.id)).toBe(true);
    expect(await companies.removeMember(h.hubId, company.id, ann.id)).toBe(false);
    expect((await companies.members(h.hubId, company.id))?.map((member) => member.contactId)).toEqual([
      bob.id,
    ]);
    expect(await companies.ofContact(h.hubId, ann.id)).toEqual([]);
  });
});

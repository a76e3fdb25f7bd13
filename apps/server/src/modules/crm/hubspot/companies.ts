import type { Company } from '@hubline/contract';
import type { CompaniesPort, CrmPort, Properties } from '../crm.port.ts';
import { hubspotRoles } from './association-labels.ts';
import { associationsOf, isHubspotId, labelsOf } from './associations.ts';
import { type HubspotApi, orMissing } from './client.ts';
import { getObject, readObjects, searchWhole, toFilters, toRecord, toWrite } from './objects.ts';
import { checkHubspotProperties } from './properties.ts';

const MEMBER_PROPERTIES = ['firstname', 'lastname', 'email'];

/** Companies over HubSpot's objects API (B2, B3); members and roles are v4 associations (B8). */
export function hubspotCompanies(api: HubspotApi, properties: CrmPort['properties']): CompaniesPort {
  const names = async (hubId: string) =>
    (await properties.list(hubId, 'companies')).map((property) => property.name);
  const companies = api.client.crm.companies;
  const associations = api.client.crm.associations.v4;
  const roles = hubspotRoles(api);

  async function get(hubId: string, id: string): Promise<Company | undefined> {
    if (!isHubspotId(id)) return undefined;
    const found = await getObject(api, 'companies', id, await names(hubId));
    return found && toRecord(found);
  }

  /** Whether the contact is associated with the company at all. */
  async function isMember(companyId: string, contactId: string) {
    if (!isHubspotId(companyId)) return false;
    const companiesOf = await associationsOf(api, 'contacts', contactId, 'companies');
    return companiesOf?.some((company) => company.id === companyId) ?? false;
  }

  /** The role's association type, when the label is known and the contact is a member. */
  async function roleOf(companyId: string, contactId: string, label: string) {
    const role = (await roles.types()).find((known) => known.label === label);
    return role && (await isMember(companyId, contactId)) ? role : undefined;
  }

  return {
    get,
    labels: () => roles.labels(),
    createLabel: (_hubId, label) => roles.create(label),
    async search(hubId, query, page, limit) {
      // HubSpot's `query` matches the company's searchable properties, name and domain among them (B3).
      return searchWhole(
        api,
        'companies',
        { query: query || undefined, filterGroups: [], properties: [], limit, after: String(page * limit) },
        await names(hubId),
      );
    },
    async findBy(hubId, property, value) {
      const { items } = await searchWhole(
        api,
        'companies',
        {
          filterGroups: [{ filters: toFilters([{ propertyName: property, operator: 'EQ', value }]) }],
          limit: 1,
        },
        await names(hubId),
      );
      return items[0];
    },
    async create(hubId, values: Properties) {
      await checkHubspotProperties(properties, hubId, 'companies', values);
      return toRecord(
        await api.call(() => companies.basicApi.create({ properties: toWrite(values), associations: [] })),
      );
    },
    async update(hubId, id, values) {
      await checkHubspotProperties(properties, hubId, 'companies', values);
      if (!isHubspotId(id) || !(await getObject(api, 'companies', id, []))) return undefined;
      return toRecord(await api.call(() => companies.basicApi.update(id, { properties: toWrite(values) })));
    },
    async ofContact(hubId, contactId) {
      const ids = ((await associationsOf(api, 'contacts', contactId, 'companies')) ?? []).map(
        (company) => company.id,
      );
      const found = new Map(
        (await readObjects(api, 'companies', ids, await names(hubId))).map((object) => [object.id, object]),
      );
      return ids.flatMap((id) => {
        const object = found.get(id);
        return object ? [toRecord(object)] : [];
      });
    },
    async members(_hubId, companyId) {
      const members = await associationsOf(api, 'companies', companyId, 'contacts');
      if (!members) return undefined;
      const contacts = new Map(
        (
          await readObjects(
            api,
            'contacts',
            members.map((member) => member.id),
            MEMBER_PROPERTIES,
          )
        ).map((object) => [object.id, object.properties]),
      );
      return members.flatMap((member) => {
        const contact = contacts.get(member.id);
        if (!contact) return [];
        return [
          {
            contactId: member.id,
            firstname: contact.firstname || null,
            lastname: contact.lastname || null,
            email: contact.email || null,
            roleLabels: labelsOf(member),
          },
        ];
      });
    },
    async addMember(_hubId, companyId, contactId) {
      if (!isHubspotId(companyId) || !isHubspotId(contactId)) return false;
      // Unknown records answer 404; associating twice keeps one association (idempotent).
      const created = await orMissing(
        api.call(() => associations.basicApi.createDefault('contacts', contactId, 'companies', companyId)),
      );
      return created !== undefined;
    },
    async removeMember(_hubId, companyId, contactId) {
      if (!(await isMember(companyId, contactId))) return false;
      await api.call(() => associations.basicApi.archive('contacts', contactId, 'companies', companyId));
      return true;
    },
    async assignRole(_hubId, companyId, contactId, label) {
      const role = await roleOf(companyId, contactId, label);
      if (!role) return false;
      await api.call(() =>
        associations.basicApi.create('contacts', contactId, 'companies', companyId, [
          { associationCategory: role.category, associationTypeId: role.typeId },
        ]),
      );
      return true;
    },
    async removeRole(_hubId, companyId, contactId, label) {
      const role = await roleOf(companyId, contactId, label);
      if (!role) return false;
      // Removes this label only; the membership (HubSpot's unlabeled default) stays (B8).
      await api.call(() =>
        associations.batchApi.archiveLabels('contacts', 'companies', {
          inputs: [
            {
              _from: { id: contactId },
              to: { id: companyId },
              types: [{ associationCategory: role.category, associationTypeId: role.typeId }],
            },
          ],
        }),
      );
      return true;
    },
  };
}

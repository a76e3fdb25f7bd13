import type { Contact } from '@hubline/contract';
import type { Db } from '../../../core/db/client.ts';
import { AppError } from '../../../core/http/errors.ts';
import { moveFriendsToContact } from '../../line-accounts/index.ts';
import type { ContactsPort, CrmPort, Properties } from '../crm.port.ts';
import { type HubspotApi, statusOf } from './client.ts';
import { getObject, readObjects, searchWhole, toFilters, toRecord, toWrite } from './objects.ts';
import { checkHubspotProperties } from './properties.ts';

const PAGE = 100;

/** Contacts over HubSpot's CRM v3 objects API (B2, B3), through @hubspot/api-client. */
export function hubspotContacts(api: HubspotApi, properties: CrmPort['properties'], db: Db): ContactsPort {
  const names = async (hubId: string) => (await properties.list(hubId)).map((property) => property.name);
  const contacts = api.client.crm.contacts;

  async function create(hubId: string, values: Properties): Promise<Contact> {
    await checkHubspotProperties(properties, hubId, 'contacts', values);
    try {
      return toRecord(
        await api.call(() => contacts.basicApi.create({ properties: toWrite(values), associations: [] })),
      );
    } catch (error) {
      // HubSpot keys contacts by email: a second one with the same address is refused (B2).
      if (statusOf(error) === 409)
        throw new AppError('crm.error.duplicateEmail', { email: values.email ?? '' });
      throw error;
    }
  }

  async function update(hubId: string, id: string, values: Properties) {
    await checkHubspotProperties(properties, hubId, 'contacts', values);
    if (!(await getObject(api, 'contacts', id, []))) return undefined;
    return toRecord(await api.call(() => contacts.basicApi.update(id, { properties: toWrite(values) })));
  }

  return {
    create,
    update,
    async get(hubId, id) {
      const found = await getObject(api, 'contacts', id, await names(hubId));
      return found && toRecord(found);
    },
    async search(hubId, search) {
      const request = {
        query: search.query || undefined,
        filterGroups: search.filters.length ? [{ filters: toFilters(search.filters) }] : [],
        properties: [],
        limit: search.limit,
        after: String(search.page * search.limit),
      };
      const { items, total } = await searchWhole(api, 'contacts', request, await names(hubId));
      return { items, total, page: search.page, limit: search.limit };
    },
    async findBy(_hubId, property, value) {
      const page = await api.call(
        () =>
          contacts.searchApi.doSearch({
            filterGroups: [{ filters: toFilters([{ propertyName: property, operator: 'EQ', value }]) }],
            properties: [property, 'firstname', 'lastname', 'email'],
            limit: 1,
          }),
        'search',
      );
      const [first] = page.results;
      return first && toRecord(first);
    },
    async *each(hubId, batchSize) {
      const wanted = await names(hubId);
      let after: string | undefined;
      do {
        const page = await api.call(() =>
          contacts.basicApi.getPage(Math.min(batchSize, PAGE), after, wanted),
        );
        if (page.results.length) yield page.results.map(toRecord);
        after = page.paging?.next?.after;
      } while (after);
    },
    async import(_hubId, rows) {
      // HubSpot has no transaction: rows go in batches of 100, ids first, then known emails.
      const emails = rows.filter((row) => !row.id && row.email).map((row) => row.email as string);
      const known = new Map(
        (await readObjects(api, 'contacts', emails, ['email'], 'email')).map((object) => [
          object.properties.email ?? '',
          object.id,
        ]),
      );
      const updates: { id: string; properties: Record<string, string> }[] = [];
      const creates: { properties: Record<string, string>; associations: [] }[] = [];
      for (const { id, ...values } of rows) {
        const target = id || (values.email ? known.get(values.email) : undefined);
        if (target) updates.push({ id: target, properties: toWrite(values) });
        else creates.push({ properties: toWrite(values), associations: [] });
      }
      for (let start = 0; start < updates.length; start += PAGE)
        await api.call(() => contacts.batchApi.update({ inputs: updates.slice(start, start + PAGE) }));
      for (let start = 0; start < creates.length; start += PAGE)
        await api.call(() => contacts.batchApi.create({ inputs: creates.slice(start, start + PAGE) }));
      return { created: creates.length, updated: updates.length };
    },
    async merge(hubId, primaryId, mergedId) {
      if (
        !(await getObject(api, 'contacts', primaryId, [])) ||
        !(await getObject(api, 'contacts', mergedId, []))
      )
        return undefined;
      await api.call(() =>
        contacts.basicApi.merge({ primaryObjectId: primaryId, objectIdToMerge: mergedId }),
      );
      await moveFriendsToContact(db, hubId, mergedId, primaryId);
      const merged = await getObject(api, 'contacts', primaryId, await names(hubId));
      return merged && toRecord(merged);
    },
  };
}

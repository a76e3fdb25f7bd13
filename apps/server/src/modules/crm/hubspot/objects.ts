import type { CrmFilter } from '@hubline/contract';
import type {
  Filter,
  PublicObjectSearchRequest,
  SimplePublicObject,
} from '@hubspot/api-client/lib/codegen/crm/objects/index.js';
import type { Properties } from '../crm.port.ts';
import { type HubspotApi, orMissing } from './client.ts';
import { filterOperator } from './sdk-enums.ts';

/** Properties HubSpot keeps on every record itself; the console's records do not show them. */
const SYSTEM = new Set([
  'hs_object_id',
  'createdate',
  'lastmodifieddate',
  'hs_lastmodifieddate',
  'hs_createdate',
]);

/** A HubSpot record as the port's `{id, properties, createdAt, updatedAt}`: set values only. */
export function toRecord(object: SimplePublicObject) {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(object.properties)) {
    if (value !== null && value !== '' && !SYSTEM.has(name)) properties[name] = value;
  }
  return {
    id: object.id,
    properties,
    createdAt: new Date(object.createdAt).toISOString(),
    updatedAt: new Date(object.updatedAt).toISOString(),
  };
}

/** HubSpot clears a property written as '' (B2); the port's null means the same. */
export function toWrite(values: Properties): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? '']));
}

export function toFilters(filters: CrmFilter[]): Filter[] {
  return filters.map((filter) => ({
    propertyName: filter.propertyName,
    // The port's filter operators are HubSpot's search operators by name (B3).
    operator: filterOperator(filter.operator),
    value:
      filter.operator === 'HAS_PROPERTY' || filter.operator === 'NOT_HAS_PROPERTY' ? undefined : filter.value,
  }));
}

export function getObject(api: HubspotApi, type: string, id: string, properties: string[]) {
  return orMissing(api.call((client) => client.crm.objects.basicApi.getById(type, id, properties)));
}

/** Every id among `ids` that exists (batch read, 100 at a time as B2 allows). */
export async function readObjects(
  api: HubspotApi,
  type: string,
  ids: string[],
  properties: string[],
  idProperty?: string,
) {
  const found: SimplePublicObject[] = [];
  for (let start = 0; start < ids.length; start += 100) {
    const inputs = ids.slice(start, start + 100).map((id) => ({ id }));
    const batch = await api.call((client) =>
      client.crm.objects.batchApi.read(type, { inputs, properties, propertiesWithHistory: [], idProperty }),
    );
    found.push(...batch.results);
  }
  return found;
}

/**
 * One page of a search with its records read whole: search answers only a few properties (B3),
 * so one batch read fetches `properties` for the page.
 */
export async function searchWhole(
  api: HubspotApi,
  type: string,
  request: PublicObjectSearchRequest,
  properties: string[],
) {
  const page = await api.call((client) => client.crm.objects.searchApi.doSearch(type, request), 'search');
  const whole = await readObjects(
    api,
    type,
    page.results.map((result) => result.id),
    properties,
  );
  const byId = new Map(whole.map((object) => [object.id, object]));
  return { items: page.results.map((result) => toRecord(byId.get(result.id) ?? result)), total: page.total };
}

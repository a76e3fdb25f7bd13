import type { MultiAssociatedObjectWithLabel } from '@hubspot/api-client/lib/codegen/crm/associations/v4/index.js';
import { type HubspotApi, orMissing } from './client.ts';
import { Category } from './sdk-enums.ts';

export { Category };

/** HubSpot's record ids are numbers; anything else is simply not found (as the built-in CRM's non-UUIDs). */
export const isHubspotId = (id: string) => /^\d{1,18}$/.test(id);

/** HubSpot answers object ids as JSON numbers here, whatever the SDK's types say. */
export interface Associated {
  id: string;
  types: MultiAssociatedObjectWithLabel['associationTypes'];
}

/**
 * The records of `toType` associated with one record and the association types of each (B8:
 * v4, 500 a page), in HubSpot's order; undefined when the record does not exist.
 */
export async function associationsOf(
  api: HubspotApi,
  fromType: string,
  fromId: string,
  toType: string,
): Promise<Associated[] | undefined> {
  if (!isHubspotId(fromId)) return undefined;
  const found: Associated[] = [];
  let after: string | undefined;
  do {
    const page = await orMissing(
      api.call((client) => client.crm.associations.v4.basicApi.getPage(fromType, fromId, toType, after, 500)),
    );
    if (!page) return undefined;
    for (const result of page.results)
      found.push({ id: String(result.toObjectId), types: result.associationTypes });
    after = page.paging?.next?.after;
  } while (after);
  return found;
}

/** The labels on one association, without HubSpot's unlabeled default. */
export const labelsOf = (associated: Associated) =>
  [...new Set(associated.types.flatMap((type) => (type.label ? [type.label] : [])))].sort();

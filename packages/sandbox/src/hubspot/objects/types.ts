import { hubspotErrors } from '../errors.ts';

/**
 * The CRM object types the emulator serves, by name and type ID (B2 "Object type IDs"). Paths take
 * either (`/crm/v3/objects/contacts` or `/crm/v3/objects/0-1`), as do association and list paths.
 */
export interface ObjectType {
  id: string;
  name: string;
  /** Used in v3 association type names (`contact_to_company`). */
  singular: string;
  /** Property names every create must set (B2 "Required properties to create"). */
  required: string[];
  /** At least one of these must be set (companies: `domain` or `name`). */
  requiredOneOf?: string[];
  /** Properties answered when the request names none (what HubSpot answers by default). */
  defaultRead: string[];
  /** The property that tracks the last change (`lastmodifieddate` on contacts, else `hs_lastmodifieddate`). */
  modifiedProperty: string;
  createdProperty: string;
  /** Types that can be merged (B2 "Merge": contacts, companies, deals, tickets). */
  mergeable: boolean;
}

const type = (t: ObjectType): ObjectType => t;

export const OBJECT_TYPES: readonly ObjectType[] = [
  type({
    id: '0-1',
    name: 'contacts',
    singular: 'contact',
    required: [],
    defaultRead: ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'],
    modifiedProperty: 'lastmodifieddate',
    createdProperty: 'createdate',
    mergeable: true,
  }),
  type({
    id: '0-2',
    name: 'companies',
    singular: 'company',
    required: [],
    requiredOneOf: ['domain', 'name'],
    defaultRead: ['createdate', 'domain', 'hs_lastmodifieddate', 'hs_object_id', 'name'],
    modifiedProperty: 'hs_lastmodifieddate',
    createdProperty: 'createdate',
    mergeable: true,
  }),
  type({
    id: '0-3',
    name: 'deals',
    singular: 'deal',
    required: ['dealname', 'dealstage', 'pipeline'],
    defaultRead: [
      'amount',
      'closedate',
      'createdate',
      'dealname',
      'dealstage',
      'hs_lastmodifieddate',
      'hs_object_id',
      'pipeline',
    ],
    modifiedProperty: 'hs_lastmodifieddate',
    createdProperty: 'createdate',
    mergeable: true,
  }),
  type({
    id: '0-5',
    name: 'tickets',
    singular: 'ticket',
    required: ['subject', 'hs_pipeline', 'hs_pipeline_stage'],
    defaultRead: [
      'content',
      'createdate',
      'hs_lastmodifieddate',
      'hs_object_id',
      'hs_pipeline',
      'hs_pipeline_stage',
      'hs_ticket_category',
      'hs_ticket_priority',
      'subject',
    ],
    modifiedProperty: 'hs_lastmodifieddate',
    createdProperty: 'createdate',
    mergeable: true,
  }),
  type({
    id: '0-46',
    name: 'notes',
    singular: 'note',
    required: ['hs_timestamp'],
    defaultRead: ['hs_createdate', 'hs_lastmodifieddate', 'hs_object_id'],
    modifiedProperty: 'hs_lastmodifieddate',
    createdProperty: 'hs_createdate',
    mergeable: false,
  }),
  type({
    id: '0-27',
    name: 'tasks',
    singular: 'task',
    required: ['hs_timestamp'],
    defaultRead: ['hs_createdate', 'hs_lastmodifieddate', 'hs_object_id'],
    modifiedProperty: 'hs_lastmodifieddate',
    createdProperty: 'hs_createdate',
    mergeable: false,
  }),
];

/** Singular names are accepted too (`contact`), as HubSpot does in association paths. */
export function findObjectType(nameOrId: string): ObjectType | undefined {
  const key = nameOrId.toLowerCase();
  return OBJECT_TYPES.find((t) => t.id === key || t.name === key || t.singular === key);
}

export function objectTypeOf(nameOrId: string): ObjectType {
  const found = findObjectType(nameOrId);
  if (!found) throw hubspotErrors.unknownObjectType(nameOrId);
  return found;
}

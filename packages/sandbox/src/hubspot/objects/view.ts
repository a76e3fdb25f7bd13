import { associationsOf } from '../associations/store.ts';
import { definedType } from '../associations/types.ts';
import type { Portal } from '../state/portal.ts';
import type { CrmRecord } from '../state/types.ts';
import { findObjectType, type ObjectType } from './types.ts';

/**
 * A record as HubSpot answers it (HS-OAS `SimplePublicObject(WithAssociations)`): the requested
 * properties (unset ones as null; the type's defaults when none are named), always with the ID and
 * date properties, ISO timestamps, and v3-style associations when asked for.
 */
export interface RecordView {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  archivedAt?: string;
  associations?: Record<string, { results: Array<{ id: string; type: string }> }>;
}

export function recordView(
  portal: Portal,
  type: ObjectType,
  record: CrmRecord,
  requested?: string[],
  associationTypes?: string[],
): RecordView {
  const defs = portal.propertiesOf(type.id);
  const names = requested && requested.length > 0 ? requested.filter((n) => defs.has(n)) : type.defaultRead;
  const always = ['hs_object_id', type.createdProperty, type.modifiedProperty];
  const properties: Record<string, string | null> = {};
  for (const name of [...new Set([...names, ...always])].sort())
    properties[name] = record.properties[name] ?? null;
  const view: RecordView = {
    id: record.id,
    properties,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    archived: record.archived,
  };
  if (record.archivedAt !== undefined) view.archivedAt = new Date(record.archivedAt).toISOString();
  const associations = associationTypes
    ? v3Associations(portal, type, record.id, associationTypes)
    : undefined;
  if (associations && Object.keys(associations).length > 0) view.associations = associations;
  return view;
}

/** Every stored property, plus those just written (cleared ones as null): what writes answer. */
export function fullView(
  portal: Portal,
  type: ObjectType,
  record: CrmRecord,
  written: string[] = [],
): RecordView {
  return recordView(portal, type, record, [...Object.keys(record.properties), ...written]);
}

function v3Associations(
  portal: Portal,
  type: ObjectType,
  id: string,
  names: string[],
): RecordView['associations'] {
  const out: NonNullable<RecordView['associations']> = {};
  for (const name of names) {
    const toType = findObjectType(name);
    if (!toType) continue;
    const results = associationsOf(portal, [type.id, id], toType.id).flatMap((a) =>
      a.specs.map((s) => ({
        id: a.toObjectId,
        type: v3TypeName(portal, type, toType, s.category, s.typeId),
      })),
    );
    if (results.length > 0) out[name] = { results };
  }
  return out;
}

/** `contact_to_company` (primary), `contact_to_company_unlabeled` (its default), label names otherwise. */
function v3TypeName(
  portal: Portal,
  from: ObjectType,
  to: ObjectType,
  category: string,
  typeId: number,
): string {
  const base = `${from.singular}_to_${to.singular}`;
  if (category !== 'HUBSPOT_DEFINED') {
    return portal.labels.find((l) => l.typeId === typeId)?.name ?? String(typeId);
  }
  const t = definedType(typeId);
  if (t?.label === 'Primary') return base;
  if (t?.label) return t.label.toLowerCase().replaceAll(' ', '_');
  const hasPrimary = [1, 2, 5, 6, 25, 26].some(
    (p) => definedType(p)?.from === from.id && definedType(p)?.to === to.id,
  );
  return hasPrimary ? `${base}_unlabeled` : base;
}

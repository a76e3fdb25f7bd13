import { type AssociationSpec, associate, forgetRecord } from '../associations/store.ts';
import { definedType } from '../associations/types.ts';
import { hubspotErrors, type PropertyProblem } from '../errors.ts';
import type { Portal } from '../state/portal.ts';
import type { CrmRecord } from '../state/types.ts';
import { checkPipeline } from './pipeline-check.ts';
import type { ObjectType } from './types.ts';
import { normaliseValue, type RawValue } from './values.ts';

/**
 * Writing and finding records (B2): properties checked against the portal's definitions, the
 * create-time required properties, contact email uniqueness (409 CONFLICT "Contact already
 * exists. Existing ID: N"), and the system properties HubSpot maintains (`hs_object_id`,
 * create and last-modified dates).
 */
export type PropertyInput = Record<string, RawValue>;

export interface AssociationInput {
  to: { id: string };
  types: AssociationSpec[];
}

const iso = (t: number): string => new Date(t).toISOString();

/** Normalised values ('' = clear) or every problem found, as HubSpot lists them all at once. */
function normalise(portal: Portal, type: ObjectType, input: PropertyInput): Record<string, string> {
  const defs = portal.propertiesOf(type.id);
  const problems: PropertyProblem[] = [];
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    const def = defs.get(name);
    if (!def || def.archived) {
      problems.push({ name, code: 'PROPERTY_DOESNT_EXIST', message: `Property "${name}" does not exist` });
      continue;
    }
    const result = normaliseValue(portal, type.id, def, value);
    if ('problem' in result) problems.push(result.problem);
    else out[name] = result.value;
  }
  if (problems.length > 0) throw hubspotErrors.invalidProperties(problems);
  return out;
}

function apply(target: Record<string, string>, values: Record<string, string>): void {
  for (const [k, v] of Object.entries(values)) {
    if (v === '') delete target[k];
    else target[k] = v;
  }
}

export function findByProperty(
  portal: Portal,
  type: ObjectType,
  property: string,
  value: string,
): CrmRecord | undefined {
  const wanted = property === 'email' ? value.toLowerCase() : value;
  for (const record of portal.recordsOf(type.id).values()) {
    if (!record.archived && record.properties[property] === wanted) return record;
  }
  return undefined;
}

function checkUnique(
  portal: Portal,
  type: ObjectType,
  values: Record<string, string>,
  selfId?: string,
): void {
  const email = values.email;
  if (type.id !== '0-1' || !email) return;
  const existing = findByProperty(portal, type, 'email', email);
  if (existing && existing.id !== selfId) {
    throw hubspotErrors.conflict(`Contact already exists. Existing ID: ${existing.id}`);
  }
}

function checkRules(
  portal: Portal,
  type: ObjectType,
  merged: Record<string, string>,
  creating: boolean,
): void {
  const problems: PropertyProblem[] = creating
    ? type.required
        .filter((name) => !merged[name])
        .map((name) => ({ name, code: 'REQUIRED_PROPERTY', message: `Property "${name}" is required` }))
    : [];
  if (creating && type.requiredOneOf && !type.requiredOneOf.some((n) => merged[n])) {
    const names = type.requiredOneOf.join('" or "');
    problems.push({
      name: type.requiredOneOf[0] ?? '',
      code: 'REQUIRED_PROPERTY',
      message: `One of "${names}" is required`,
    });
  }
  problems.push(...checkPipeline(portal, type.id, merged));
  if (problems.length > 0) throw hubspotErrors.invalidProperties(problems);
}

export function createRecord(
  portal: Portal,
  type: ObjectType,
  input: PropertyInput,
  now: number,
  associations: AssociationInput[] = [],
): CrmRecord {
  const values = normalise(portal, type, input);
  const properties: Record<string, string> = {};
  apply(properties, values);
  checkRules(portal, type, properties, true);
  checkUnique(portal, type, properties);
  const targets = associations.map((a) => resolveTarget(portal, type, a));
  const id = portal.newRecordId();
  properties.hs_object_id = id;
  properties[type.createdProperty] ??= iso(now);
  properties[type.modifiedProperty] = iso(now);
  const record: CrmRecord = { id, properties, createdAt: now, updatedAt: now, archived: false };
  portal.recordsOf(type.id).set(id, record);
  for (const t of targets) associate(portal, [type.id, id], [t.toTypeId, t.toId], t.specs);
  return record;
}

/** Which object type an association input points at: the one its type IDs lead to. */
function resolveTarget(portal: Portal, type: ObjectType, input: AssociationInput) {
  const first = input.types[0];
  const toTypeId = first ? targetTypeOf(portal, type.id, first) : undefined;
  const target = toTypeId ? portal.recordsOf(toTypeId).get(input.to.id) : undefined;
  if (!toTypeId || !target || target.archived) {
    throw hubspotErrors.validation(
      `One or more associations are invalid: ${input.to.id} cannot be associated`,
      [
        {
          message: `No object with id ${input.to.id} for the given association types`,
          code: 'INVALID_ASSOCIATION',
        },
      ],
    );
  }
  return { toTypeId, toId: input.to.id, specs: input.types };
}

function targetTypeOf(portal: Portal, fromTypeId: string, spec: AssociationSpec): string | undefined {
  if (spec.associationCategory !== 'HUBSPOT_DEFINED') {
    return portal.labels.find((l) => l.typeId === spec.associationTypeId && l.fromTypeId === fromTypeId)
      ?.toTypeId;
  }
  return definedTo(fromTypeId, spec.associationTypeId);
}

function definedTo(fromTypeId: string, typeId: number): string | undefined {
  const t = definedType(typeId);
  return t && t.from === fromTypeId ? t.to : undefined;
}

export function updateRecord(
  portal: Portal,
  type: ObjectType,
  record: CrmRecord,
  input: PropertyInput,
  now: number,
): CrmRecord {
  const values = normalise(portal, type, input);
  const merged = { ...record.properties };
  apply(merged, values);
  checkRules(portal, type, merged, false);
  checkUnique(portal, type, merged, record.id);
  merged[type.modifiedProperty] = iso(now);
  record.properties = merged;
  record.updatedAt = now;
  return record;
}

/** A live record by ID, or by a unique property (`idProperty=email` for contacts). */
export function findRecord(
  portal: Portal,
  type: ObjectType,
  id: string,
  idProperty?: string,
): CrmRecord | undefined {
  if (idProperty && idProperty !== 'hs_object_id') return findByProperty(portal, type, idProperty, id);
  const record = portal.recordsOf(type.id).get(id);
  return record && !record.archived ? record : undefined;
}

export function requireRecord(portal: Portal, type: ObjectType, id: string, idProperty?: string): CrmRecord {
  const record = findRecord(portal, type, id, idProperty);
  if (!record) throw hubspotErrors.objectNotFound(id);
  return record;
}

/** DELETE archives (restorable in HubSpot for 90 days); associations and list memberships go. */
export function archiveRecord(portal: Portal, type: ObjectType, record: CrmRecord, now: number): void {
  record.archived = true;
  record.archivedAt = now;
  forgetRecord(portal, type.id, record.id);
  for (const list of portal.lists.values()) if (list.objectTypeId === type.id) list.members.delete(record.id);
}

import { hubspotErrors } from '../errors.ts';
import type { Portal } from '../state/portal.ts';
import type { AssociationCategory } from '../state/types.ts';
import { defaultTypeBetween, definedType } from './types.ts';

/**
 * Associations of a portal, kept in both directions: creating contact→company 279 also records
 * company→contact 280 (B8). A labeled association always carries the pair's unlabeled default,
 * as in HubSpot, where the default is removed only with the whole association.
 */
export interface AssociationSpec {
  associationCategory: AssociationCategory;
  associationTypeId: number;
}

interface Resolved {
  spec: string;
  inverse: string;
}

const recordKey = (typeId: string, id: string): string => `${typeId}:${id}`;
const specKey = (category: string, typeId: number): string => `${category}:${typeId}`;

export function parseSpec(key: string): { category: AssociationCategory; typeId: number } {
  const [category, typeId] = key.split(':');
  return { category: (category ?? 'HUBSPOT_DEFINED') as AssociationCategory, typeId: Number(typeId) };
}

function invalidType(spec: AssociationSpec, from: string, to: string): Error {
  return hubspotErrors.validation(
    `${spec.associationCategory} ${spec.associationTypeId} is not a valid association type between ${from} and ${to}`,
    [{ message: `invalid association type ${spec.associationTypeId}`, code: 'INVALID_ASSOCIATION_TYPE' }],
  );
}

/** Checks that the spec exists between the two object types; answers both directions' keys. */
export function resolveSpec(portal: Portal, from: string, to: string, spec: AssociationSpec): Resolved {
  if (spec.associationCategory === 'HUBSPOT_DEFINED') {
    const t = definedType(spec.associationTypeId);
    if (!t || t.from !== from || t.to !== to) throw invalidType(spec, from, to);
    return { spec: specKey('HUBSPOT_DEFINED', t.typeId), inverse: specKey('HUBSPOT_DEFINED', t.inverse) };
  }
  const label = portal.labels.find(
    (l) => l.typeId === spec.associationTypeId && l.fromTypeId === from && l.toTypeId === to,
  );
  if (!label) throw invalidType(spec, from, to);
  return {
    spec: specKey('USER_DEFINED', label.typeId),
    inverse: specKey('USER_DEFINED', label.inverseTypeId),
  };
}

export function defaultSpec(from: string, to: string): AssociationSpec {
  const t = defaultTypeBetween(from, to);
  if (!t) throw hubspotErrors.validation(`There is no default association between ${from} and ${to}`);
  return { associationCategory: 'HUBSPOT_DEFINED', associationTypeId: t.typeId };
}

function edges(portal: Portal, typeId: string, id: string): Map<string, Set<string>> {
  const key = recordKey(typeId, id);
  let map = portal.associations.get(key);
  if (!map) {
    map = new Map();
    portal.associations.set(key, map);
  }
  return map;
}

function add(portal: Portal, from: [string, string], to: [string, string], spec: string): void {
  const map = edges(portal, ...from);
  const key = recordKey(...to);
  const set = map.get(key) ?? new Set<string>();
  set.add(spec);
  map.set(key, set);
}

/** Adds the specs (and the default, and every inverse). Specs must have been resolved already. */
export function associate(
  portal: Portal,
  from: [string, string],
  to: [string, string],
  specs: AssociationSpec[],
): void {
  const all = [...specs];
  const fallback = defaultTypeBetween(from[0], to[0]);
  if (fallback) all.push({ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: fallback.typeId });
  for (const spec of all) {
    const resolved = resolveSpec(portal, from[0], to[0], spec);
    add(portal, from, to, resolved.spec);
    // A same-type association is seen from both records (HubSpot lists it on each side).
    add(portal, to, from, resolved.inverse);
  }
}

export interface AssociatedRecord {
  toObjectId: string;
  specs: Array<{ category: AssociationCategory; typeId: number }>;
}

/** The records of `toType` associated with one record, by ascending numeric ID. */
export function associationsOf(portal: Portal, from: [string, string], toType: string): AssociatedRecord[] {
  const map = portal.associations.get(recordKey(...from));
  if (!map) return [];
  const found: AssociatedRecord[] = [];
  for (const [key, specs] of map) {
    const [typeId, id] = key.split(':');
    if (typeId !== toType || !id || specs.size === 0) continue;
    found.push({ toObjectId: id, specs: [...specs].map(parseSpec).sort((a, b) => a.typeId - b.typeId) });
  }
  return found.sort((a, b) => Number(a.toObjectId) - Number(b.toObjectId));
}

/** Removes every association between two records (both directions). */
export function dissociate(portal: Portal, from: [string, string], to: [string, string]): void {
  portal.associations.get(recordKey(...from))?.delete(recordKey(...to));
  portal.associations.get(recordKey(...to))?.delete(recordKey(...from));
}

/** Removes some labels; removing the unlabeled default removes the whole association (B8). */
export function removeSpecs(
  portal: Portal,
  from: [string, string],
  to: [string, string],
  specs: AssociationSpec[],
): void {
  for (const spec of specs) {
    const resolved = resolveSpec(portal, from[0], to[0], spec);
    const t = definedType(spec.associationTypeId);
    if (spec.associationCategory === 'HUBSPOT_DEFINED' && t?.isDefault) {
      dissociate(portal, from, to);
      return;
    }
    portal.associations
      .get(recordKey(...from))
      ?.get(recordKey(...to))
      ?.delete(resolved.spec);
    portal.associations
      .get(recordKey(...to))
      ?.get(recordKey(...from))
      ?.delete(resolved.inverse);
  }
}

/** Forgets a record's associations (when it is archived or merged away). */
export function forgetRecord(portal: Portal, typeId: string, id: string): void {
  const key = recordKey(typeId, id);
  const map = portal.associations.get(key);
  if (!map) return;
  for (const other of map.keys()) portal.associations.get(other)?.delete(key);
  portal.associations.delete(key);
}

export function labelOf(portal: Portal, category: AssociationCategory, typeId: number): string | null {
  if (category === 'HUBSPOT_DEFINED') return definedType(typeId)?.label ?? null;
  return portal.labels.find((l) => l.typeId === typeId)?.label ?? null;
}

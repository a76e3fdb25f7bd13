import { associate, associationsOf } from '../associations/store.ts';
import { hubspotErrors } from '../errors.ts';
import type { Portal } from '../state/portal.ts';
import type { CrmRecord } from '../state/types.ts';
import { archiveRecord, requireRecord } from './records.ts';
import { OBJECT_TYPES, type ObjectType } from './types.ts';

/**
 * `POST /crm/v3/objects/{type}/merge` (B2): the primary keeps its values and takes the other's
 * where it has none; the other's associations and list memberships move to the primary; the
 * merged record is archived.
 */
export function mergeRecords(
  portal: Portal,
  type: ObjectType,
  primaryId: string,
  otherId: string,
  now: number,
): CrmRecord {
  if (primaryId === otherId) throw hubspotErrors.validation('Cannot merge an object with itself');
  const primary = requireRecord(portal, type, primaryId);
  const other = requireRecord(portal, type, otherId);
  for (const [name, value] of Object.entries(other.properties)) {
    if (name === 'email' || name === 'hs_object_id' || name === type.createdProperty) continue;
    primary.properties[name] ??= value;
  }
  for (const toType of OBJECT_TYPES) {
    for (const a of associationsOf(portal, [type.id, other.id], toType.id)) {
      if (toType.id === type.id && a.toObjectId === primary.id) continue;
      const specs = a.specs.map((s) => ({ associationCategory: s.category, associationTypeId: s.typeId }));
      associate(portal, [type.id, primary.id], [toType.id, a.toObjectId], specs);
    }
  }
  for (const list of portal.lists.values()) {
    const since = list.members.get(other.id);
    if (since !== undefined && !list.members.has(primary.id)) list.members.set(primary.id, since);
  }
  archiveRecord(portal, type, other, now);
  primary.properties[type.modifiedProperty] = new Date(now).toISOString();
  primary.updatedAt = now;
  return primary;
}

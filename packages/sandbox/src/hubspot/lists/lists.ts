import { hubspotErrors } from '../errors.ts';
import type { Portal } from '../state/portal.ts';
import type { CrmList } from '../state/types.ts';
import { matchesBranch } from './filters.ts';

/** Lists v3 (B4): who is in a list, and the list as HubSpot answers it (HS-OAS `PublicObjectList`). */
const iso = (t: number) => new Date(t).toISOString();

export function requireList(portal: Portal, listId: string, includeDeleted = false): CrmList {
  const list = portal.lists.get(listId);
  if (!list || (list.deletedAt !== undefined && !includeDeleted)) {
    throw hubspotErrors.notFound(`List does not exist with ID ${listId}.`);
  }
  return list;
}

/** Members with the time each joined: stored for MANUAL/SNAPSHOT, evaluated now for DYNAMIC. */
export function membersOf(portal: Portal, list: CrmList): Array<{ recordId: string; at: number }> {
  const records = portal.recordsOf(list.objectTypeId);
  if (list.processingType === 'DYNAMIC' && list.filterBranch) {
    const branch = list.filterBranch;
    return [...records.values()]
      .filter((r) => !r.archived && matchesBranch(branch, r))
      .map((r) => ({ recordId: r.id, at: Math.max(r.updatedAt, list.filtersUpdatedAt) }))
      .sort((a, b) => Number(a.recordId) - Number(b.recordId));
  }
  return [...list.members.entries()]
    .filter(([id]) => records.get(id)?.archived === false)
    .map(([recordId, at]) => ({ recordId, at }))
    .sort((a, b) => Number(a.recordId) - Number(b.recordId));
}

export function listView(list: CrmList, includeFilters: boolean) {
  return {
    listId: list.listId,
    listVersion: list.listVersion,
    name: list.name,
    objectTypeId: list.objectTypeId,
    processingType: list.processingType,
    processingStatus: 'COMPLETE',
    createdAt: iso(list.createdAt),
    updatedAt: iso(list.updatedAt),
    filtersUpdatedAt: iso(list.filtersUpdatedAt),
    createdById: '1',
    updatedById: '1',
    ...(list.deletedAt !== undefined ? { deletedAt: iso(list.deletedAt) } : {}),
    ...(includeFilters && list.filterBranch ? { filterBranch: list.filterBranch } : {}),
  };
}

/** `additionalProperties` of a list search result (B4's defaults). */
export function listStats(portal: Portal, list: CrmList): Record<string, string> {
  const members = membersOf(portal, list);
  const last = members.reduce((max, m) => Math.max(max, m.at), 0);
  return {
    hs_list_size: String(members.length),
    hs_last_record_added_at: last ? String(last) : '',
    hs_last_record_removed_at: '',
    hs_folder_name: '',
    hs_list_reference_count: '0',
  };
}

import type { CrmList } from '@hubline/contract';
import type { ListCreateRequest, PublicObjectList } from '@hubspot/api-client/lib/codegen/crm/lists/index.js';
import type { Db } from '../../../core/db/client.ts';
import { AppError } from '../../../core/http/errors.ts';
import type { CrmPort, ListsPort } from '../crm.port.ts';
import {
  changeMemberships,
  dropLists,
  isListMirrored,
  memberPage,
  mirroredAudienceSize,
  replaceMemberships,
} from '../mirror/mirror.repository.ts';
import { type HubspotApi, orMissing } from './client.ts';
import { type FilterBranch, fromFilterBranch, toFilterBranch } from './list-filters.ts';
import { readObjects, toFilters, toRecord } from './objects.ts';

const CONTACTS = '0-1';
const PAGE = 250;

/** Every member id of a HubSpot list, a page at a time (what the mirror copies). */
export async function liveMemberIds(api: HubspotApi, listId: string) {
  const ids: string[] = [];
  let after: string | undefined;
  do {
    const page = await api.call((client) =>
      client.crm.lists.membershipsApi.getPage(listId, after, undefined, PAGE),
    );
    for (const member of page.results) ids.push(member.recordId);
    after = page.paging?.next?.after;
  } while (after);
  return ids;
}

/** The hub's contact lists in HubSpot (lists of other object types are not the console's). */
export async function liveContactListIds(api: HubspotApi) {
  const found = await api.call((client) =>
    client.crm.lists.listsApi.doSearch({ count: 500, offset: 0, processingTypes: ['MANUAL', 'DYNAMIC'] }),
  );
  return found.lists.filter((list) => list.objectTypeId === CONTACTS).map((list) => list.listId);
}

/**
 * Lists v3 (B4): MANUAL lists are static, DYNAMIC lists are filter lists HubSpot keeps current.
 * Members and audiences are read from the local mirror (a list is mirrored on first use and
 * refreshed by the sync job), so a 100,000-contact audience is one SQL count, not 400 API pages.
 */
export function hubspotLists(api: HubspotApi, properties: CrmPort['properties'], db: Db): ListsPort {
  const { lists } = api.client.crm;

  async function ensureMirrored(hubId: string, listId: string) {
    if (!(await isListMirrored(db, hubId, listId)))
      await replaceMemberships(db, hubId, listId, await liveMemberIds(api, listId));
  }

  async function size(listId: string) {
    const page = await api.call(() => lists.membershipsApi.getPage(listId, undefined, undefined, 1));
    return page.total ?? page.results.length;
  }

  async function view(list: PublicObjectList): Promise<CrmList> {
    return {
      id: list.listId,
      name: list.name,
      kind: list.processingType === 'MANUAL' ? 'static' : 'filter',
      filters: fromFilterBranch(list.filterBranch as FilterBranch | undefined),
      size: list.size ?? (await size(list.listId)),
      createdAt: new Date(list.createdAt ?? 0).toISOString(),
      updatedAt: new Date(list.updatedAt ?? list.createdAt ?? 0).toISOString(),
    };
  }

  async function fetch(id: string) {
    const found = await orMissing(api.call(() => lists.listsApi.getById(id, true)));
    return found?.list.objectTypeId === CONTACTS ? found.list : undefined;
  }

  async function manual(id: string) {
    const list = await fetch(id);
    if (list && list.processingType !== 'MANUAL') throw new AppError('crm.error.filterListMembers');
    return list;
  }

  return {
    async list() {
      const mine = await liveContactListIds(api);
      const whole = mine.length ? await api.call(() => lists.listsApi.getAll(mine, true)) : { lists: [] };
      const views = await Promise.all(whole.lists.map(view));
      return views.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async get(_hubId, id) {
      const list = await fetch(id);
      return list && view(list);
    },
    async create(hubId, input) {
      const request: ListCreateRequest = {
        name: input.name,
        objectTypeId: CONTACTS,
        processingType: 'MANUAL',
      };
      if (input.kind === 'filter') {
        request.processingType = 'DYNAMIC';
        // The SDK types the tree as a union of every branch kind; ours is its PROPERTY subset.
        request.filterBranch = toFilterBranch(
          input.filters,
          await properties.list(hubId),
        ) as ListCreateRequest['filterBranch'];
      }
      const created = await api.call(() => lists.listsApi.create(request));
      return view(created.list);
    },
    async update(hubId, id, patch) {
      const list = await fetch(id);
      if (!list) return undefined;
      if (patch.filters && list.processingType === 'MANUAL')
        throw new AppError('crm.error.staticListFilters');
      if (patch.name && patch.name !== list.name)
        await api.call(() => lists.listsApi.updateName(id, patch.name));
      if (patch.filters) {
        const filterBranch = toFilterBranch(patch.filters, await properties.list(hubId));
        await api.call(() =>
          lists.listsApi.updateListFilters(id, {
            filterBranch: filterBranch as Parameters<
              typeof lists.listsApi.updateListFilters
            >[1]['filterBranch'],
          }),
        );
      }
      const updated = await fetch(id);
      return updated && view(updated);
    },
    async remove(hubId, id) {
      if (!(await fetch(id))) return false;
      await api.call(() => lists.listsApi.remove(id));
      await dropLists(db, hubId, [id]);
      return true;
    },
    async preview(_hubId, filters) {
      const page = await api.call(() =>
        api.client.crm.contacts.searchApi.doSearch({
          filterGroups: [{ filters: toFilters(filters) }],
          limit: 1,
        }),
      );
      return page.total;
    },
    async members(hubId, id, page, limit) {
      if (!(await fetch(id))) return undefined;
      await ensureMirrored(hubId, id);
      const { ids, total } = await memberPage(db, hubId, id, page, limit);
      const names = (await properties.list(hubId)).map((property) => property.name);
      const items = (await readObjects(api, 'contacts', ids, names)).map(toRecord);
      return { items, total, page, limit };
    },
    async addMembers(hubId, id, contactIds) {
      if (!(await manual(id))) return undefined;
      const result = await api.call(() => lists.membershipsApi.add(id, contactIds));
      await changeMemberships(db, hubId, id, result.recordsIdsAdded, []);
      return result.recordsIdsAdded.length;
    },
    async removeMembers(hubId, id, contactIds) {
      if (!(await manual(id))) return undefined;
      const result = await api.call(() => lists.membershipsApi.remove(id, contactIds));
      await changeMemberships(db, hubId, id, [], result.recordIdsRemoved);
      return result.recordIdsRemoved.length;
    },
    async audienceSize(hubId, include, exclude) {
      // HubSpot has no set operations on lists: the mirror answers in SQL.
      const known = async (ids: string[]) => {
        const found: string[] = [];
        for (const id of ids) if (await fetch(id)) found.push(id);
        for (const id of found) await ensureMirrored(hubId, id);
        return found;
      };
      return mirroredAudienceSize(db, hubId, await known(include), await known(exclude));
    },
  };
}

import type { CrmList } from '@hubline/contract';
import type { ListCreateRequest, PublicObjectList } from '@hubspot/api-client/lib/codegen/crm/lists/index.js';
import { AppError } from '../../../core/http/errors.ts';
import type { CrmPort, ListsPort } from '../crm.port.ts';
import { type HubspotApi, orMissing } from './client.ts';
import { type FilterBranch, fromFilterBranch, toFilterBranch } from './list-filters.ts';
import { readObjects, toFilters, toRecord } from './objects.ts';

const CONTACTS = '0-1';
const PAGE = 250;

/** Lists v3 (B4): MANUAL lists are static, DYNAMIC lists are filter lists HubSpot keeps current. */
export function hubspotLists(api: HubspotApi, properties: CrmPort['properties']): ListsPort {
  const { lists } = api.client.crm;

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

  /** Every member id of a list, a page at a time. */
  async function memberIds(listId: string) {
    const ids = new Set<string>();
    let after: string | undefined;
    do {
      const page = await api.call(() => lists.membershipsApi.getPage(listId, after, undefined, PAGE));
      for (const member of page.results) ids.add(member.recordId);
      after = page.paging?.next?.after;
    } while (after);
    return ids;
  }

  async function manual(id: string) {
    const list = await fetch(id);
    if (list && list.processingType !== 'MANUAL') throw new AppError('crm.error.filterListMembers');
    return list;
  }

  return {
    async list() {
      const found = await api.call(() =>
        lists.listsApi.doSearch({ count: 500, offset: 0, processingTypes: ['MANUAL', 'DYNAMIC'] }),
      );
      const mine = found.lists.filter((list) => list.objectTypeId === CONTACTS);
      const whole = mine.length
        ? await api.call(() =>
            lists.listsApi.getAll(
              mine.map((list) => list.listId),
              true,
            ),
          )
        : { lists: [] };
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
    async remove(_hubId, id) {
      if (!(await fetch(id))) return false;
      await api.call(() => lists.listsApi.remove(id));
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
      const ids = [...(await memberIds(id))];
      const slice = ids.slice(page * limit, (page + 1) * limit);
      const names = (await properties.list(hubId)).map((property) => property.name);
      const items = (await readObjects(api, 'contacts', slice, names)).map(toRecord);
      return { items, total: ids.length, page, limit };
    },
    async addMembers(_hubId, id, contactIds) {
      if (!(await manual(id))) return undefined;
      const result = await api.call(() => lists.membershipsApi.add(id, contactIds));
      return result.recordsIdsAdded.length;
    },
    async removeMembers(_hubId, id, contactIds) {
      if (!(await manual(id))) return undefined;
      const result = await api.call(() => lists.membershipsApi.remove(id, contactIds));
      return result.recordIdsRemoved.length;
    },
    async audienceSize(_hubId, include, exclude) {
      // HubSpot has no set operations on lists: read the members and take the difference here.
      const wanted = new Set<string>();
      for (const id of include)
        if (await fetch(id)) for (const member of await memberIds(id)) wanted.add(member);
      for (const id of exclude)
        if (await fetch(id)) for (const member of await memberIds(id)) wanted.delete(member);
      return wanted.size;
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { HubspotContext } from '../context.ts';
import { hubspotErrors } from '../errors.ts';
import { checkFilterBranch } from '../lists/filters.ts';
import { listStats, listView, requireList } from '../lists/lists.ts';
import { objectTypeOf } from '../objects/types.ts';
import { bodyOf, boolQuery, hubspotRoute, listQuery, param, portalOf, query } from '../route.ts';
import type { CrmList, FilterBranch, ProcessingType } from '../state/types.ts';

/** Lists v3 (B4): create, read (by ID, IDs, name), search, rename, change filters, delete, restore. */
const PROCESSING: ProcessingType[] = ['MANUAL', 'DYNAMIC', 'SNAPSHOT'];

export function registerListRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  hubspotRoute(
    app,
    'POST',
    '/crm/v3/lists',
    (request) => {
      const portal = portalOf(request);
      const input = bodyOf<{
        name: string;
        objectTypeId: string;
        processingType: string;
        filterBranch?: FilterBranch;
      }>(request);
      const type = objectTypeOf(input.objectTypeId);
      const processingType = PROCESSING.find((p) => p === input.processingType);
      if (!processingType)
        throw hubspotErrors.validation(`processingType must be one of ${PROCESSING.join(', ')}`);
      if (processingType !== 'MANUAL' && !input.filterBranch) {
        throw hubspotErrors.validation(`A ${processingType} list needs a filterBranch`);
      }
      if (processingType === 'MANUAL' && input.filterBranch)
        throw hubspotErrors.validation('A MANUAL list cannot have filters');
      if (input.filterBranch) checkFilterBranch(input.filterBranch);
      if ([...portal.lists.values()].some((l) => l.deletedAt === undefined && l.name === input.name)) {
        throw hubspotErrors.conflict(`A list named ${input.name} already exists.`);
      }
      const now = ctx.clock.now();
      const list: CrmList = {
        listId: portal.newListId(),
        name: input.name,
        objectTypeId: type.id,
        processingType,
        filterBranch: input.filterBranch,
        listVersion: 1,
        createdAt: now,
        updatedAt: now,
        filtersUpdatedAt: now,
        members: new Map(),
      };
      portal.lists.set(list.listId, list);
      return { list: listView(list, true) };
    },
    { spec: ['lists', '/crm/v3/lists'] },
  );

  hubspotRoute(app, 'GET', '/crm/v3/lists', (request) => {
    const portal = portalOf(request);
    const ids = listQuery(request, 'listIds') ?? [];
    const lists = ids.flatMap((id) => {
      const l = portal.lists.get(id);
      return l && l.deletedAt === undefined ? [listView(l, boolQuery(request, 'includeFilters'))] : [];
    });
    return { lists };
  });

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/lists/search',
    (request) => {
      const portal = portalOf(request);
      const input = bodyOf<{
        query?: string;
        offset?: number;
        count?: number;
        processingTypes?: string[];
        listIds?: string[];
        objectTypeId?: string;
      }>(request);
      const count = input.count ?? 20;
      if (count < 1 || count > 500) throw hubspotErrors.validation('count must be between 1 and 500');
      const q = input.query?.toLowerCase() ?? '';
      const found = [...portal.lists.values()].filter(
        (l) =>
          l.deletedAt === undefined &&
          l.name.toLowerCase().includes(q) &&
          (!input.processingTypes || input.processingTypes.includes(l.processingType)) &&
          (!input.listIds || input.listIds.includes(l.listId)) &&
          (!input.objectTypeId || l.objectTypeId === input.objectTypeId),
      );
      const offset = input.offset ?? 0;
      const page = found.slice(offset, offset + count);
      return {
        lists: page.map((l) => ({ ...listView(l, false), additionalProperties: listStats(portal, l) })),
        offset: offset + page.length,
        hasMore: offset + page.length < found.length,
        total: found.length,
      };
    },
    { spec: ['lists', '/crm/v3/lists/search'] },
  );

  hubspotRoute(app, 'GET', '/crm/v3/lists/object-type-id/:objectTypeId/name/:listName', (request) => {
    const portal = portalOf(request);
    const typeId = objectTypeOf(param(request, 'objectTypeId')).id;
    const name = param(request, 'listName');
    const list = [...portal.lists.values()].find(
      (l) => l.deletedAt === undefined && l.objectTypeId === typeId && l.name === name,
    );
    if (!list) throw hubspotErrors.notFound(`List does not exist with name ${name}.`);
    return { list: listView(list, boolQuery(request, 'includeFilters')) };
  });

  hubspotRoute(app, 'GET', '/crm/v3/lists/:listId', (request) => ({
    list: listView(
      requireList(portalOf(request), param(request, 'listId')),
      boolQuery(request, 'includeFilters'),
    ),
  }));

  hubspotRoute(app, 'DELETE', '/crm/v3/lists/:listId', (request, reply) => {
    const list = requireList(portalOf(request), param(request, 'listId'));
    list.deletedAt = ctx.clock.now();
    return reply.code(204).send();
  });

  hubspotRoute(app, 'PUT', '/crm/v3/lists/:listId/restore', (request, reply) => {
    const list = requireList(portalOf(request), param(request, 'listId'), true);
    delete list.deletedAt;
    return reply.code(204).send();
  });

  hubspotRoute(app, 'PUT', '/crm/v3/lists/:listId/update-list-name', (request) => {
    const list = requireList(portalOf(request), param(request, 'listId'));
    const name = query(request, 'listName');
    if (!name) throw hubspotErrors.validation('listName is required');
    Object.assign(list, { name, updatedAt: ctx.clock.now(), listVersion: list.listVersion + 1 });
    return { updatedList: listView(list, boolQuery(request, 'includeFilters')) };
  });

  hubspotRoute(
    app,
    'PUT',
    '/crm/v3/lists/:listId/update-list-filters',
    (request) => {
      const list = requireList(portalOf(request), param(request, 'listId'));
      if (list.processingType === 'MANUAL') throw hubspotErrors.validation('A MANUAL list has no filters');
      const { filterBranch } = bodyOf<{ filterBranch: FilterBranch }>(request);
      checkFilterBranch(filterBranch);
      const now = ctx.clock.now();
      Object.assign(list, {
        filterBranch,
        filtersUpdatedAt: now,
        updatedAt: now,
        listVersion: list.listVersion + 1,
      });
      return { updatedList: listView(list, true) };
    },
    { spec: ['lists', '/crm/v3/lists/{listId}/update-list-filters'] },
  );
}

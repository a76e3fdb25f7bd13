import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HubspotContext } from '../context.ts';
import { hubspotErrors } from '../errors.ts';
import { membersOf, requireList } from '../lists/lists.ts';
import { objectTypeOf } from '../objects/types.ts';
import { bodyOf, hubspotRoute, limitQuery, param, portalOf, query } from '../route.ts';
import type { Portal } from '../state/portal.ts';
import type { CrmList } from '../state/types.ts';

/**
 * List memberships (B4): add / remove / add-and-remove on MANUAL and SNAPSHOT lists, answering
 * `{recordsIdsAdded, recordIdsRemoved, recordIdsMissing}` (HubSpot's spelling); paged reads with
 * `total`; every list a record is in.
 */
const iso = (t: number) => new Date(t).toISOString();

function editable(request: FastifyRequest): { portal: Portal; list: CrmList } {
  const portal = portalOf(request);
  const list = requireList(portal, param(request, 'listId'));
  if (list.processingType === 'DYNAMIC') {
    throw hubspotErrors.validation(
      `List ${list.listId} is a DYNAMIC list: its memberships follow its filters and cannot be edited`,
    );
  }
  return { portal, list };
}

function change(portal: Portal, list: CrmList, add: string[], remove: string[], now: number) {
  const records = portal.recordsOf(list.objectTypeId);
  const exists = (id: string) => records.get(id)?.archived === false;
  const added: string[] = [];
  const removed: string[] = [];
  const missing: string[] = [];
  for (const id of add) {
    if (!exists(id)) missing.push(id);
    else if (!list.members.has(id)) {
      list.members.set(id, now);
      added.push(id);
    }
  }
  for (const id of remove) {
    if (list.members.delete(id)) removed.push(id);
    else if (!exists(id)) missing.push(id);
  }
  if (added.length + removed.length > 0) list.updatedAt = now;
  return { recordsIdsAdded: added, recordIdsRemoved: removed, recordIdsMissing: [...new Set(missing)] };
}

export function registerListMembershipRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  const BASE = '/crm/v3/lists/{listId}/memberships';
  hubspotRoute(
    app,
    'PUT',
    '/crm/v3/lists/:listId/memberships/add',
    (request) => {
      const { portal, list } = editable(request);
      return change(portal, list, bodyOf<string[]>(request), [], ctx.clock.now());
    },
    { spec: ['lists', `${BASE}/add`] },
  );

  hubspotRoute(
    app,
    'PUT',
    '/crm/v3/lists/:listId/memberships/remove',
    (request) => {
      const { portal, list } = editable(request);
      return change(portal, list, [], bodyOf<string[]>(request), ctx.clock.now());
    },
    { spec: ['lists', `${BASE}/remove`] },
  );

  hubspotRoute(
    app,
    'PUT',
    '/crm/v3/lists/:listId/memberships/add-and-remove',
    (request) => {
      const { portal, list } = editable(request);
      const body = bodyOf<{ recordIdsToAdd: string[]; recordIdsToRemove: string[] }>(request);
      return change(portal, list, body.recordIdsToAdd, body.recordIdsToRemove, ctx.clock.now());
    },
    { spec: ['lists', `${BASE}/add-and-remove`] },
  );

  hubspotRoute(app, 'DELETE', '/crm/v3/lists/:listId/memberships', (request, reply) => {
    editable(request).list.members.clear();
    return reply.code(204).send();
  });

  hubspotRoute(app, 'GET', '/crm/v3/lists/:listId/memberships', (request) => {
    const portal = portalOf(request);
    const list = requireList(portal, param(request, 'listId'));
    const limit = limitQuery(request, 'limit', 100, 250);
    const members = membersOf(portal, list);
    const after = query(request, 'after');
    const start = after ? members.findIndex((m) => Number(m.recordId) > Number(after)) : 0;
    const page = start < 0 ? [] : members.slice(start, start + limit);
    const last = page.at(-1);
    const more = start >= 0 && start + page.length < members.length;
    return {
      results: page.map((m) => ({ recordId: m.recordId, membershipTimestamp: iso(m.at) })),
      ...(more && last ? { paging: { next: { after: last.recordId } } } : {}),
      total: members.length,
    };
  });

  hubspotRoute(app, 'GET', '/crm/v3/lists/records/:objectTypeId/:recordId/memberships', (request) => {
    const portal = portalOf(request);
    const typeId = objectTypeOf(param(request, 'objectTypeId')).id;
    const recordId = param(request, 'recordId');
    const results = [...portal.lists.values()].flatMap((list) => {
      if (list.deletedAt !== undefined || list.objectTypeId !== typeId) return [];
      const member = membersOf(portal, list).find((m) => m.recordId === recordId);
      return member
        ? [
            {
              listId: list.listId,
              listVersion: list.listVersion,
              firstAddedTimestamp: iso(member.at),
              lastAddedTimestamp: iso(member.at),
              isPublicList: true,
            },
          ]
        : [];
    });
    return { results, total: results.length };
  });
}

import type { FastifyInstance } from 'fastify';
import { ownerView } from '../control/owners.ts';
import { hubspotErrors } from '../errors.ts';
import { boolQuery, hubspotRoute, limitQuery, param, portalOf, query } from '../route.ts';
import { pageLink } from './objects.ts';

/** Owners v3 (B6): paged list (`email`, `after`, `limit` ≤ 500, `archived`) and one owner by `id` or `userId`. */
export function registerOwnerRoutes(app: FastifyInstance): void {
  hubspotRoute(app, 'GET', '/crm/v3/owners', (request) => {
    const limit = limitQuery(request, 'limit', 100, 500);
    const email = query(request, 'email')?.toLowerCase();
    const after = Number(query(request, 'after') ?? 0);
    const archived = boolQuery(request, 'archived');
    const all = [...portalOf(request).owners.values()]
      .filter((o) => o.archived === archived && (!email || o.email === email))
      .sort((a, b) => Number(a.id) - Number(b.id));
    const page = all.slice(after, after + limit);
    const next = after + page.length;
    return {
      results: page.map(ownerView),
      ...(next < all.length
        ? { paging: { next: { after: String(next), link: pageLink(request, String(next)) } } }
        : {}),
    };
  });

  hubspotRoute(app, 'GET', '/crm/v3/owners/:ownerId', (request) => {
    const id = param(request, 'ownerId');
    const byUserId = query(request, 'idProperty') === 'userId';
    const owners = [...portalOf(request).owners.values()];
    const owner = owners.find((o) => (byUserId ? String(o.userId) === id : o.id === id));
    if (!owner || owner.archived !== boolQuery(request, 'archived')) {
      throw hubspotErrors.notFound(`Owner ${id} not found`);
    }
    return ownerView(owner);
  });
}

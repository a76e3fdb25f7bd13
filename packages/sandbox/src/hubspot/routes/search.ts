import type { FastifyInstance } from 'fastify';
import { type SearchRequest, searchRecords } from '../objects/search.ts';
import { recordView } from '../objects/view.ts';
import { bodyOf, hubspotRoute, portalOf } from '../route.ts';
import { typeParam } from './objects.ts';

/** `POST /crm/v3/objects/{objectType}/search` → `{total, results, paging?}` (B3). */
export function registerSearchRoutes(app: FastifyInstance): void {
  hubspotRoute(
    app,
    'POST',
    '/crm/v3/objects/:objectType/search',
    (request) => {
      const portal = portalOf(request);
      const type = typeParam(request);
      const body = bodyOf<SearchRequest>(request);
      const result = searchRecords(portal, type, body);
      return {
        total: result.total,
        results: result.records.map((r) => recordView(portal, type, r, body.properties)),
        ...(result.nextAfter ? { paging: { next: { after: result.nextAfter } } } : {}),
      };
    },
    { spec: ['objects', '/crm/v3/objects/{objectType}/search'], search: true },
  );
}

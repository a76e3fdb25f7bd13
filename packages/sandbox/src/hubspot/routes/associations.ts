import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AssociationSpec,
  associate,
  associationsOf,
  defaultSpec,
  dissociate,
} from '../associations/store.ts';
import { associatedView, pairView } from '../associations/views.ts';
import type { HubspotContext } from '../context.ts';
import { hubspotErrors } from '../errors.ts';
import { requireRecord } from '../objects/records.ts';
import { objectTypeOf } from '../objects/types.ts';
import { bodyOf, hubspotRoute, limitQuery, param, portalOf, query } from '../route.ts';

/**
 * Associations v4 between two records (B8): labeled PUT (201), default PUT, GET of one record's
 * associations to a type (`limit` ≤ 500, default 500, `after` paging) and DELETE of a pair.
 */
const iso = (t: number) => new Date(t).toISOString();

function ends(request: FastifyRequest) {
  const portal = portalOf(request);
  const fromType = objectTypeOf(param(request, 'objectType'));
  const toType = objectTypeOf(param(request, 'toObjectType'));
  const from = requireRecord(portal, fromType, param(request, 'objectId'));
  const toId = param(request, 'toObjectId');
  return { portal, from: [fromType.id, from.id] as [string, string], toType, toId };
}

export function registerAssociationRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  const V4 = '/crm/v4/objects/{objectType}/{objectId}/associations/{toObjectType}/{toObjectId}';
  hubspotRoute(
    app,
    'PUT',
    '/crm/v4/objects/:objectType/:objectId/associations/:toObjectType/:toObjectId',
    (request, reply) => {
      const { portal, from, toType, toId } = ends(request);
      const to = requireRecord(portal, toType, toId);
      const specs = bodyOf<AssociationSpec[]>(request);
      if (specs.length === 0) throw hubspotErrors.validation('At least one association type is required');
      associate(portal, from, [toType.id, to.id], specs);
      return reply.code(201).send(pairView(portal, from, [toType.id, to.id]));
    },
    { spec: ['associations', V4] },
  );

  hubspotRoute(
    app,
    'PUT',
    '/crm/v4/objects/:objectType/:objectId/associations/default/:toObjectType/:toObjectId',
    (request) => {
      const { portal, from, toType, toId } = ends(request);
      const to = requireRecord(portal, toType, toId);
      const spec = defaultSpec(from[0], toType.id);
      associate(portal, from, [toType.id, to.id], []);
      const now = iso(ctx.clock.now());
      return {
        status: 'COMPLETE',
        results: [{ from: { id: from[1] }, to: { id: to.id }, associationSpec: spec }],
        startedAt: now,
        completedAt: now,
      };
    },
  );

  hubspotRoute(app, 'GET', '/crm/v4/objects/:objectType/:objectId/associations/:toObjectType', (request) => {
    const { portal, from, toType } = ends(request);
    const limit = limitQuery(request, 'limit', 500, 500);
    const after = Number(query(request, 'after') ?? 0);
    const all = associationsOf(portal, from, toType.id);
    const page = all.slice(after, after + limit);
    const next = after + page.length;
    return {
      results: page.map((a) => associatedView(portal, a)),
      ...(next < all.length ? { paging: { next: { after: String(next) } } } : {}),
    };
  });

  hubspotRoute(
    app,
    'DELETE',
    '/crm/v4/objects/:objectType/:objectId/associations/:toObjectType/:toObjectId',
    (request, reply) => {
      const { portal, from, toType, toId } = ends(request);
      dissociate(portal, from, [toType.id, toId]);
      return reply.code(204).send();
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HubspotContext } from '../context.ts';
import { hubspotErrors } from '../errors.ts';
import { mergeRecords } from '../objects/merge.ts';
import {
  type AssociationInput,
  archiveRecord,
  createRecord,
  type PropertyInput,
  requireRecord,
  updateRecord,
} from '../objects/records.ts';
import { objectTypeOf } from '../objects/types.ts';
import { fullView, recordView } from '../objects/view.ts';
import { bodyOf, boolQuery, hubspotRoute, limitQuery, listQuery, param, portalOf, query } from '../route.ts';

/** Basic CRUD of CRM objects: `/crm/v3/objects/{objectType}[/{objectId}]` (B2). */
const BASE = '/crm/v3/objects/{objectType}';

export const typeParam = (request: FastifyRequest) => objectTypeOf(param(request, 'objectType'));

export function pageLink(request: FastifyRequest, after: string): string {
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  url.searchParams.set('after', after);
  return url.toString();
}

export function registerObjectRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  hubspotRoute(app, 'GET', '/crm/v3/objects/:objectType', (request) => {
    const portal = portalOf(request);
    const type = typeParam(request);
    const limit = limitQuery(request, 'limit', 10, 100);
    const after = query(request, 'after');
    const archived = boolQuery(request, 'archived');
    const all = [...portal.recordsOf(type.id).values()]
      .filter((r) => r.archived === archived && (!after || Number(r.id) >= Number(after)))
      .sort((a, b) => Number(a.id) - Number(b.id));
    const page = all.slice(0, limit);
    const props = listQuery(request, 'properties');
    const assoc = listQuery(request, 'associations');
    const next = all[limit];
    return {
      results: page.map((r) => recordView(portal, type, r, props, assoc)),
      ...(next ? { paging: { next: { after: next.id, link: pageLink(request, next.id) } } } : {}),
    };
  });

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/objects/:objectType',
    (request, reply) => {
      const portal = portalOf(request);
      const type = typeParam(request);
      const body = bodyOf<{ properties: PropertyInput; associations?: AssociationInput[] }>(request);
      const record = createRecord(portal, type, body.properties, ctx.clock.now(), body.associations);
      return reply.code(201).send(fullView(portal, type, record));
    },
    { spec: ['objects', BASE] },
  );

  hubspotRoute(app, 'GET', '/crm/v3/objects/:objectType/:objectId', (request) => {
    const portal = portalOf(request);
    const type = typeParam(request);
    const record = requireRecord(portal, type, param(request, 'objectId'), query(request, 'idProperty'));
    return recordView(
      portal,
      type,
      record,
      listQuery(request, 'properties'),
      listQuery(request, 'associations'),
    );
  });

  hubspotRoute(
    app,
    'PATCH',
    '/crm/v3/objects/:objectType/:objectId',
    (request) => {
      const portal = portalOf(request);
      const type = typeParam(request);
      const record = requireRecord(portal, type, param(request, 'objectId'), query(request, 'idProperty'));
      const body = bodyOf<{ properties: PropertyInput }>(request);
      const updated = updateRecord(portal, type, record, body.properties, ctx.clock.now());
      return fullView(portal, type, updated, Object.keys(body.properties));
    },
    { spec: ['objects', `${BASE}/{objectId}`] },
  );

  hubspotRoute(app, 'DELETE', '/crm/v3/objects/:objectType/:objectId', (request, reply) => {
    const portal = portalOf(request);
    const type = typeParam(request);
    // HubSpot answers 204 for an ID that is already gone too.
    const record = portal.recordsOf(type.id).get(param(request, 'objectId'));
    if (record && !record.archived) archiveRecord(portal, type, record, ctx.clock.now());
    return reply.code(204).send();
  });

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/objects/:objectType/merge',
    (request) => {
      const portal = portalOf(request);
      const type = typeParam(request);
      if (!type.mergeable) throw hubspotErrors.validation(`${type.name} cannot be merged`);
      const body = bodyOf<{ primaryObjectId: string; objectIdToMerge: string }>(request);
      return fullView(
        portal,
        type,
        mergeRecords(portal, type, body.primaryObjectId, body.objectIdToMerge, ctx.clock.now()),
      );
    },
    { spec: ['contacts', '/crm/v3/objects/contacts/merge'] },
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/objects/contacts/gdpr-delete',
    (request, reply) => {
      const portal = portalOf(request);
      const type = objectTypeOf('contacts');
      const body = bodyOf<{ objectId: string; idProperty?: string }>(request);
      const record = requireRecord(portal, type, body.objectId, body.idProperty);
      archiveRecord(portal, type, record, ctx.clock.now());
      // GDPR deletion is permanent: the record cannot be restored or listed as archived.
      portal.recordsOf(type.id).delete(record.id);
      return reply.code(204).send();
    },
    { spec: ['contacts', '/crm/v3/objects/contacts/gdpr-delete'] },
  );
}

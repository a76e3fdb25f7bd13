import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type AssociationSpec,
  associate,
  associationsOf,
  defaultSpec,
  dissociate,
  removeSpecs,
} from '../associations/store.ts';
import { associatedView, pairView } from '../associations/views.ts';
import type { HubspotContext } from '../context.ts';
import { findRecord } from '../objects/records.ts';
import { type ObjectType, objectTypeOf } from '../objects/types.ts';
import { bodyOf, hubspotRoute, param, portalOf } from '../route.ts';
import type { Portal } from '../state/portal.ts';
import { checkBatchSize } from './batch.ts';

/**
 * Batch associations v4 (B8): create (201, 207 when some records do not exist), associate default,
 * read (records without any association are listed as errors, 207), archive and labels archive (204).
 */
const BASE = '/crm/v4/associations/{fromObjectType}/{toObjectType}/batch';
const iso = (t: number) => new Date(t).toISOString();
type Id = { id: string };

function types(request: FastifyRequest): { portal: Portal; from: ObjectType; to: ObjectType } {
  return {
    portal: portalOf(request),
    from: objectTypeOf(param(request, 'fromObjectType')),
    to: objectTypeOf(param(request, 'toObjectType')),
  };
}

function missingError(from: ObjectType, to: ObjectType, ids: string[]) {
  return {
    status: 'error',
    category: 'OBJECT_NOT_FOUND',
    message: `Could not find some ${from.singular} or ${to.singular} records: ${ids.join(', ')}`,
    context: { ids },
    errors: [],
    links: {},
  };
}

function respond(started: number, now: number, results: unknown[], errors: unknown[], okCode: number) {
  const body = { status: 'COMPLETE', results, startedAt: iso(started), completedAt: iso(now) };
  return errors.length > 0
    ? { code: 207, body: { ...body, numErrors: errors.length, errors } }
    : { code: okCode, body };
}

export function registerAssociationBatchRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  const pairs = (
    request: FastifyRequest,
    each: (portal: Portal, f: [string, string], t: [string, string], types?: AssociationSpec[]) => unknown,
    okCode: number,
  ) => {
    const { portal, from, to } = types(request);
    const started = ctx.clock.now();
    const { inputs } = bodyOf<{ inputs: Array<{ from: Id; to: Id; types?: AssociationSpec[] }> }>(request);
    checkBatchSize(inputs);
    const missing: string[] = [];
    const results: unknown[] = [];
    for (const input of inputs) {
      const a = findRecord(portal, from, input.from.id);
      const b = findRecord(portal, to, input.to.id);
      if (!a || !b) {
        missing.push(!a ? input.from.id : input.to.id);
        continue;
      }
      results.push(each(portal, [from.id, a.id], [to.id, b.id], input.types));
    }
    return respond(
      started,
      ctx.clock.now(),
      results,
      missing.length > 0 ? [missingError(from, to, missing)] : [],
      okCode,
    );
  };

  hubspotRoute(
    app,
    'POST',
    '/crm/v4/associations/:fromObjectType/:toObjectType/batch/create',
    (request, reply) => {
      const out = pairs(
        request,
        (portal, f, t, specs) => {
          associate(portal, f, t, specs ?? []);
          return pairView(portal, f, t);
        },
        201,
      );
      return reply.code(out.code).send(out.body);
    },
    { spec: ['associations', `${BASE}/create`] },
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v4/associations/:fromObjectType/:toObjectType/batch/associate/default',
    (request, reply) => {
      const out = pairs(
        request,
        (portal, f, t) => {
          associate(portal, f, t, []);
          return { from: { id: f[1] }, to: { id: t[1] }, associationSpec: defaultSpec(f[0], t[0]) };
        },
        200,
      );
      return reply.code(out.code).send(out.body);
    },
    { spec: ['associations', `${BASE}/associate/default`] },
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v4/associations/:fromObjectType/:toObjectType/batch/read',
    (request, reply) => {
      const { portal, from, to } = types(request);
      const started = ctx.clock.now();
      const { inputs } = bodyOf<{ inputs: Array<{ id: string; after?: string }> }>(request);
      checkBatchSize(inputs);
      const results: unknown[] = [];
      const errors: unknown[] = [];
      for (const input of inputs) {
        const found = findRecord(portal, from, input.id)
          ? associationsOf(portal, [from.id, input.id], to.id)
          : [];
        if (found.length === 0) {
          errors.push({
            status: 'error',
            category: 'OBJECT_NOT_FOUND',
            subCategory: 'crm.associations.NO_ASSOCIATIONS_FOUND',
            message: `No ${to.singular} is associated with ${from.singular} ${input.id}.`,
            context: { fromObjectId: [input.id] },
            errors: [],
            links: {},
          });
          continue;
        }
        results.push({ from: { id: input.id }, to: found.map((a) => associatedView(portal, a)) });
      }
      const out = respond(started, ctx.clock.now(), results, errors, 200);
      return reply.code(out.code).send(out.body);
    },
    { spec: ['associations', `${BASE}/read`] },
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v4/associations/:fromObjectType/:toObjectType/batch/archive',
    (request, reply) => {
      const { portal, from, to } = types(request);
      const { inputs } = bodyOf<{ inputs: Array<{ from: Id; to: Id[] }> }>(request);
      checkBatchSize(inputs);
      for (const input of inputs)
        for (const t of input.to) dissociate(portal, [from.id, input.from.id], [to.id, t.id]);
      return reply.code(204).send();
    },
    { spec: ['associations', `${BASE}/archive`] },
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v4/associations/:fromObjectType/:toObjectType/batch/labels/archive',
    (request, reply) => {
      const { portal, from, to } = types(request);
      const { inputs } = bodyOf<{ inputs: Array<{ from: Id; to: Id; types: AssociationSpec[] }> }>(request);
      checkBatchSize(inputs);
      for (const input of inputs)
        removeSpecs(portal, [from.id, input.from.id], [to.id, input.to.id], input.types);
      return reply.code(204).send();
    },
    { spec: ['associations', `${BASE}/labels/archive`] },
  );
}

import type { FastifyInstance } from 'fastify';
import { forgetRecord } from '../associations/store.ts';
import type { HubspotContext } from '../context.ts';
import { HubspotError, hubspotErrors } from '../errors.ts';
import {
  type AssociationInput,
  archiveRecord,
  createRecord,
  findRecord,
  type PropertyInput,
  updateRecord,
} from '../objects/records.ts';
import type { ObjectType } from '../objects/types.ts';
import { fullView, type RecordView, recordView } from '../objects/view.ts';
import { bodyOf, hubspotRoute, portalOf } from '../route.ts';
import type { Portal } from '../state/portal.ts';
import type { CrmRecord } from '../state/types.ts';
import { typeParam } from './objects.ts';

/**
 * Batch endpoints (B2): at most 100 inputs; answers `{status: "COMPLETE", results, startedAt,
 * completedAt}`. IDs that do not exist make a 207 with `numErrors` and `errors`; a validation
 * error or conflict refuses the whole batch and nothing is written (rolled back), except in batch
 * create when every input carries an `objectWriteTraceId`, which HubSpot answers per input (207).
 */
export const MAX_BATCH_INPUTS = 100;
const BASE = '/crm/v3/objects/{objectType}/batch';

interface StandardError {
  status: 'error';
  category: string;
  message: string;
  context: Record<string, string[]>;
  errors: [];
  links: Record<string, string>;
}

const iso = (t: number) => new Date(t).toISOString();

export function checkBatchSize(inputs: unknown[]): void {
  if (inputs.length > MAX_BATCH_INPUTS) throw hubspotErrors.tooManyInputs(MAX_BATCH_INPUTS, inputs.length);
}

function notFoundError(type: ObjectType, ids: string[]): StandardError {
  return {
    status: 'error',
    category: 'OBJECT_NOT_FOUND',
    message: `Could not get some ${type.singular.toUpperCase()} objects, they may be deleted or not exist. Check that ids are valid.`,
    context: { ids },
    errors: [],
    links: {},
  };
}

function fromHubspotError(e: HubspotError, traceId: string): StandardError {
  return {
    status: 'error',
    category: e.body.category ?? 'VALIDATION_ERROR',
    message: e.body.message,
    context: { objectWriteTraceId: [traceId] },
    errors: [],
    links: {},
  };
}

/** Runs `fn`; on a HubSpot error puts back what it changed (records created, properties changed). */
function atomically<T>(portal: Portal, type: ObjectType, fn: (touch: (r: CrmRecord) => void) => T): T {
  const before = new Map<CrmRecord, { properties: Record<string, string>; updatedAt: number }>();
  const existing = new Set(portal.recordsOf(type.id).keys());
  try {
    return fn((r) => {
      if (!before.has(r)) before.set(r, { properties: { ...r.properties }, updatedAt: r.updatedAt });
    });
  } catch (e) {
    for (const [record, saved] of before) Object.assign(record, saved);
    for (const id of portal.recordsOf(type.id).keys()) {
      if (existing.has(id)) continue;
      forgetRecord(portal, type.id, id);
      portal.recordsOf(type.id).delete(id);
    }
    throw e;
  }
}

function answer(startedAt: number, now: number, results: RecordView[], errors: StandardError[]) {
  const body = { status: 'COMPLETE', results, startedAt: iso(startedAt), completedAt: iso(now) };
  return errors.length > 0
    ? { code: 207, body: { ...body, numErrors: errors.length, errors } }
    : { code: 200, body };
}

export function registerBatchRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  hubspotRoute(
    app,
    'POST',
    '/crm/v3/objects/:objectType/batch/create',
    (request, reply) => {
      const [portal, type, started] = [portalOf(request), typeParam(request), ctx.clock.now()];
      type Input = {
        properties: PropertyInput;
        associations?: AssociationInput[];
        objectWriteTraceId?: string;
      };
      const { inputs } = bodyOf<{ inputs: Input[] }>(request);
      checkBatchSize(inputs);
      const traced = inputs.length > 0 && inputs.every((i) => i.objectWriteTraceId);
      const results: RecordView[] = [];
      const errors: StandardError[] = [];
      if (traced) {
        for (const input of inputs) {
          try {
            results.push(
              fullView(
                portal,
                type,
                createRecord(portal, type, input.properties, started, input.associations),
              ),
            );
          } catch (e) {
            if (!(e instanceof HubspotError)) throw e;
            errors.push(fromHubspotError(e, input.objectWriteTraceId ?? ''));
          }
        }
      } else {
        atomically(portal, type, () => {
          for (const input of inputs) {
            results.push(
              fullView(
                portal,
                type,
                createRecord(portal, type, input.properties, started, input.associations),
              ),
            );
          }
        });
      }
      const { code, body } = answer(started, ctx.clock.now(), results, errors);
      return reply.code(code === 200 ? 201 : code).send(body);
    },
    { spec: ['objects', `${BASE}/create`] },
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/objects/:objectType/batch/read',
    (request, reply) => {
      const [portal, type, started] = [portalOf(request), typeParam(request), ctx.clock.now()];
      const body = bodyOf<{ inputs: Array<{ id: string }>; properties?: string[]; idProperty?: string }>(
        request,
      );
      checkBatchSize(body.inputs);
      const missing: string[] = [];
      const results: RecordView[] = [];
      for (const { id } of body.inputs) {
        const record = findRecord(portal, type, id, body.idProperty);
        if (record) results.push(recordView(portal, type, record, body.properties));
        else missing.push(id);
      }
      const errors = missing.length > 0 ? [notFoundError(type, missing)] : [];
      const { code, body: out } = answer(started, ctx.clock.now(), results, errors);
      return reply.code(code).send(out);
    },
    { spec: ['objects', `${BASE}/read`] },
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/objects/:objectType/batch/update',
    (request, reply) => {
      const [portal, type, started] = [portalOf(request), typeParam(request), ctx.clock.now()];
      const { inputs } = bodyOf<{
        inputs: Array<{ id: string; idProperty?: string; properties: PropertyInput }>;
      }>(request);
      checkBatchSize(inputs);
      const missing: string[] = [];
      const results = atomically(portal, type, (touch) =>
        inputs.flatMap((input) => {
          const record = findRecord(portal, type, input.id, input.idProperty);
          if (!record) {
            missing.push(input.id);
            return [];
          }
          touch(record);
          const updated = updateRecord(portal, type, record, input.properties, started);
          return [fullView(portal, type, updated, Object.keys(input.properties))];
        }),
      );
      const errors = missing.length > 0 ? [notFoundError(type, missing)] : [];
      const { code, body } = answer(started, ctx.clock.now(), results, errors);
      return reply.code(code).send(body);
    },
    { spec: ['objects', `${BASE}/update`] },
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/objects/:objectType/batch/upsert',
    (request, reply) => {
      const [portal, type, started] = [portalOf(request), typeParam(request), ctx.clock.now()];
      const { inputs } = bodyOf<{
        inputs: Array<{ id: string; idProperty?: string; properties: PropertyInput }>;
      }>(request);
      checkBatchSize(inputs);
      const results = atomically(portal, type, (touch) =>
        inputs.map((input) => {
          const idProperty = input.idProperty ?? 'hs_object_id';
          const record = findRecord(portal, type, input.id, idProperty);
          if (record) {
            touch(record);
            return {
              ...fullView(portal, type, updateRecord(portal, type, record, input.properties, started)),
              new: false,
            };
          }
          if (idProperty === 'hs_object_id') throw hubspotErrors.objectNotFound(input.id);
          const created = createRecord(
            portal,
            type,
            { ...input.properties, [idProperty]: input.id },
            started,
          );
          return { ...fullView(portal, type, created), new: true };
        }),
      );
      return reply
        .code(200)
        .send({ status: 'COMPLETE', results, startedAt: iso(started), completedAt: iso(ctx.clock.now()) });
    },
    { spec: ['objects', `${BASE}/upsert`] },
  );

  hubspotRoute(
    app,
    'POST',
    '/crm/v3/objects/:objectType/batch/archive',
    (request, reply) => {
      const [portal, type] = [portalOf(request), typeParam(request)];
      const { inputs } = bodyOf<{ inputs: Array<{ id: string }> }>(request);
      checkBatchSize(inputs);
      for (const { id } of inputs) {
        const record = findRecord(portal, type, id);
        if (record) archiveRecord(portal, type, record, ctx.clock.now());
      }
      return reply.code(204).send();
    },
    { spec: ['objects', `${BASE}/archive`] },
  );
}

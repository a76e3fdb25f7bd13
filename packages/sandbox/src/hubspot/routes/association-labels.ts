import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseSpec } from '../associations/store.ts';
import { definedTypesBetween } from '../associations/types.ts';
import type { HubspotContext } from '../context.ts';
import { hubspotErrors } from '../errors.ts';
import { objectTypeOf } from '../objects/types.ts';
import { bodyOf, hubspotRoute, param, portalOf } from '../route.ts';
import type { Portal } from '../state/portal.ts';
import type { AssociationLabel } from '../state/types.ts';

/**
 * Association labels (B8), at the paths @hubspot/api-client 13.5.0 calls
 * (`/crm/v4/associations/{from}/{to}/labels`; the newer spec lists them under
 * `/crm/associations/v4/...`). A new label gets one type ID per direction; the other direction is
 * labelled `inverseLabel` when given, else the same label (how HubSpot pairs labels is [unverified]
 * in B8).
 */
const SPEC_PATH = '/crm/associations/v4/{fromObjectType}/{toObjectType}/labels';

function pair(request: FastifyRequest): { portal: Portal; from: string; to: string } {
  return {
    portal: portalOf(request),
    from: objectTypeOf(param(request, 'fromObjectType')).id,
    to: objectTypeOf(param(request, 'toObjectType')).id,
  };
}

const labelView = (l: AssociationLabel) => ({ category: 'USER_DEFINED', typeId: l.typeId, label: l.label });

export function registerAssociationLabelRoutes(app: FastifyInstance, _ctx: HubspotContext): void {
  hubspotRoute(app, 'GET', '/crm/v4/associations/:fromObjectType/:toObjectType/labels', (request) => {
    const { portal, from, to } = pair(request);
    return {
      results: [
        ...definedTypesBetween(from, to).map((t) => ({
          category: 'HUBSPOT_DEFINED',
          typeId: t.typeId,
          label: t.label,
        })),
        ...portal.labels.filter((l) => l.fromTypeId === from && l.toTypeId === to).map(labelView),
      ],
    };
  });

  hubspotRoute(
    app,
    'POST',
    '/crm/v4/associations/:fromObjectType/:toObjectType/labels',
    (request) => {
      const { portal, from, to } = pair(request);
      const input = bodyOf<{ name: string; label: string; inverseLabel?: string }>(request);
      if (!/^[a-z0-9_]+$/i.test(input.name))
        throw hubspotErrors.validation(
          `Label name ${input.name} may only use letters, digits and underscores`,
        );
      if (portal.labels.some((l) => l.fromTypeId === from && l.toTypeId === to && l.name === input.name)) {
        throw hubspotErrors.conflict(
          `An association label named ${input.name} already exists between ${from} and ${to}`,
        );
      }
      const forward = portal.newLabelTypeId();
      const backward = portal.newLabelTypeId();
      const created: AssociationLabel = {
        typeId: forward,
        fromTypeId: from,
        toTypeId: to,
        name: input.name,
        label: input.label,
        inverseTypeId: backward,
      };
      const inverse: AssociationLabel = {
        typeId: backward,
        fromTypeId: to,
        toTypeId: from,
        name: input.inverseLabel ? `${input.name}_inverse` : input.name,
        label: input.inverseLabel ?? input.label,
        inverseTypeId: forward,
      };
      portal.labels.push(created, inverse);
      return { results: [labelView(created), labelView(inverse)] };
    },
    { spec: ['associationsSchema', SPEC_PATH] },
  );

  hubspotRoute(
    app,
    'PUT',
    '/crm/v4/associations/:fromObjectType/:toObjectType/labels',
    (request, reply) => {
      const { portal, from, to } = pair(request);
      const input = bodyOf<{ associationTypeId: number; label: string; inverseLabel?: string }>(request);
      const label = portal.labels.find(
        (l) => l.typeId === input.associationTypeId && l.fromTypeId === from && l.toTypeId === to,
      );
      if (!label) throw hubspotErrors.notFound(`Association label ${input.associationTypeId} not found`);
      label.label = input.label;
      const inverse = portal.labels.find((l) => l.typeId === label.inverseTypeId);
      if (inverse && input.inverseLabel) inverse.label = input.inverseLabel;
      return reply.code(204).send();
    },
    { spec: ['associationsSchema', SPEC_PATH] },
  );

  hubspotRoute(
    app,
    'DELETE',
    '/crm/v4/associations/:fromObjectType/:toObjectType/labels/:associationTypeId',
    (request, reply) => {
      const { portal, from, to } = pair(request);
      const typeId = Number(param(request, 'associationTypeId'));
      const label = portal.labels.find(
        (l) => l.typeId === typeId && l.fromTypeId === from && l.toTypeId === to,
      );
      if (!label) throw hubspotErrors.notFound(`Association label ${typeId} not found`);
      const gone = new Set([label.typeId, label.inverseTypeId]);
      portal.labels.splice(0, portal.labels.length, ...portal.labels.filter((l) => !gone.has(l.typeId)));
      // Records keep their other association types; only this label's links go.
      for (const edges of portal.associations.values()) {
        for (const specs of edges.values()) {
          for (const spec of [...specs]) {
            const parsed = parseSpec(spec);
            if (parsed.category === 'USER_DEFINED' && gone.has(parsed.typeId)) specs.delete(spec);
          }
        }
      }
      return reply.code(204).send();
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from '../../control/errors.ts';
import type { JsonObject } from '../../json.ts';
import { controlBodyReader } from '../../shared/control-body.ts';
import { digits, filterParam, param } from '../../shared/request-fields.ts';
import type { HubspotFaultConfig } from '../faults.ts';
import type { ApproveOAuthInput } from '../oauth/control.ts';
import type { PortalInput } from '../state/store.ts';
import type { Tier } from '../state/types.ts';
import type { HubspotControl, HubspotSettings } from './api.ts';
import type { OwnerInput } from './owners.ts';

/** `/__hubspot` control routes: portals and their tokens, OAuth apps, owners, tier, faults, settings, log, reset. */
const tier = { enum: ['free', 'starter', 'professional', 'enterprise'] };
const share = { type: 'number', minimum: 0, maximum: 1 };
const SCHEMAS: Record<string, JsonObject> = {
  portal: {
    type: 'object',
    additionalProperties: false,
    properties: {
      portalId: { type: 'integer', minimum: 1 },
      name: { type: 'string' },
      tier,
      token: { type: 'string', minLength: 8 },
    },
  },
  tier: { type: 'object', additionalProperties: false, required: ['tier'], properties: { tier } },
  owner: {
    type: 'object',
    additionalProperties: false,
    required: ['email'],
    properties: {
      email: { type: 'string' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      type: { enum: ['PERSON', 'QUEUE'] },
      archived: { type: 'boolean' },
      teams: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'name'],
          properties: { id: { type: 'string' }, name: { type: 'string' }, primary: { type: 'boolean' } },
        },
      },
    },
  },
  oauthApp: {
    type: 'object',
    additionalProperties: false,
    properties: { name: { type: 'string', minLength: 1 } },
  },
  approve: {
    type: 'object',
    additionalProperties: false,
    required: ['clientId', 'redirectUri', 'scope', 'portalId'],
    properties: {
      clientId: { type: 'string' },
      redirectUri: { type: 'string' },
      scope: { type: 'string' },
      state: { type: 'string' },
      portalId: { type: 'integer', minimum: 1 },
    },
  },
  uninstall: {
    type: 'object',
    additionalProperties: false,
    required: ['portalId'],
    properties: { portalId: { type: 'integer', minimum: 1 } },
  },
  settings: {
    type: 'object',
    additionalProperties: false,
    properties: { speed: { type: 'number', exclusiveMinimum: 0 }, rateLimits: { type: 'boolean' } },
  },
  faults: {
    type: 'object',
    additionalProperties: false,
    required: ['rules'],
    properties: {
      seed: { type: 'integer' },
      rules: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          properties: {
            pathPrefix: { type: 'string' },
            pathPattern: { type: 'string' },
            method: { type: 'string' },
            rateLimited: share,
            serverError: share,
            slow: share,
            drop: share,
            dropAfterProcessing: share,
            slowMs: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
  },
};

/** The JSON body checked against a schema above; `T` mirrors that schema. */
const body = controlBodyReader(SCHEMAS);
const portalId = (request: FastifyRequest): number => {
  const id = digits(param(request, 'portalId'));
  if (id === undefined) throw invalid('portalId must be a number');
  return id;
};

export function registerHubspotControlRoutes(app: FastifyInstance, control: HubspotControl): void {
  app.post('/__hubspot/portals', async (request, reply) =>
    reply.code(201).send(control.createPortal(body<PortalInput>(request, 'portal'))),
  );
  app.get('/__hubspot/portals', async () => ({ portals: control.listPortals() }));
  app.get('/__hubspot/portals/:portalId', async (request) => control.getPortal(portalId(request)));
  app.patch('/__hubspot/portals/:portalId', async (request) =>
    control.setTier(portalId(request), body<{ tier: Tier }>(request, 'tier').tier),
  );
  app.post('/__hubspot/portals/:portalId/owners', async (request, reply) =>
    reply.code(201).send(control.createOwner(portalId(request), body<OwnerInput>(request, 'owner'))),
  );
  app.get('/__hubspot/portals/:portalId/owners', async (request) => ({
    owners: control.listOwners(portalId(request)),
  }));
  app.post('/__hubspot/portals/:portalId/exhaust-daily-limit', async (request) => {
    control.exhaustDailyLimit(portalId(request));
    return { ok: true };
  });
  app.post('/__hubspot/oauth-apps', async (request, reply) =>
    reply.code(201).send(control.createOAuthApp(body<{ name?: string }>(request, 'oauthApp'))),
  );
  app.post('/__hubspot/oauth/approve', async (request) =>
    control.approveOAuth(body<ApproveOAuthInput>(request, 'approve')),
  );
  app.post('/__hubspot/oauth-apps/:clientId/uninstall', async (request) =>
    control.uninstallOAuthApp(
      param(request, 'clientId'),
      body<{ portalId: number }>(request, 'uninstall').portalId,
    ),
  );
  app.get('/__hubspot/requests', async (request) => ({
    requests: control.requests({
      path: filterParam(request, 'path'),
      pathPrefix: filterParam(request, 'pathPrefix'),
      method: filterParam(request, 'method'),
      portalId: digits(filterParam(request, 'portalId')),
      status: digits(filterParam(request, 'status')),
      limit: digits(filterParam(request, 'limit')),
    }),
  }));
  app.get('/__hubspot/faults', async () => control.faults());
  app.put('/__hubspot/faults', async (request) => {
    control.setFaults(body<HubspotFaultConfig>(request, 'faults'));
    return control.faults();
  });
  app.delete('/__hubspot/faults', async () => {
    control.setFaults({ rules: [] });
    return control.faults();
  });
  app.get('/__hubspot/settings', async () => control.settings());
  app.put('/__hubspot/settings', async (request) =>
    control.configure(body<Partial<HubspotSettings>>(request, 'settings')),
  );
  app.post('/__hubspot/reset', async () => {
    control.reset();
    return { ok: true };
  });
}

import {
  connectHubspotRequestSchema,
  crmConnectionResponseSchema,
  crmConnectionSchema,
  okSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorId, requireAccess } from '../../../core/auth/guard.ts';
import type { Deps } from '../../../core/deps.ts';
import { AppError } from '../../../core/http/errors.ts';
import { translate } from '../../../core/i18n/translate.ts';
import { CRM_SYNC } from '../mirror/crm-sync.job.ts';
import { clearMirror } from '../mirror/mirror.repository.ts';
import { connectHubspot, connectionView } from './connect-hubspot.ts';
import { deleteConnection, getConnection } from './crm-connections.repository.ts';
import { crmOAuthRoutes } from './crm-oauth.routes.ts';

const account = { permission: 'permissionAccount' } as const;

/** Which CRM the hub uses; every member may know it (the menu shows the built-in CRM's screens). */
export const crmConnectionRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(crmOAuthRoutes, { deps });

  app.get(
    '/api/:hubId/crm/connection',
    { config: { permission: 'session' }, schema: { response: { 200: crmConnectionSchema } } },
    async (request) =>
      connectionView(deps, await getConnection(deps.db, requireAccess(request).hub.id), request.lang),
  );

  app.put(
    '/api/:hubId/crm/connection',
    {
      config: account,
      schema: { body: connectHubspotRequestSchema, response: { 200: crmConnectionResponseSchema } },
    },
    async (request) => {
      const access = requireAccess(request);
      const connection = connectionView(
        deps,
        await connectHubspot(deps, access.hub.id, actorId(access), request.body),
        request.lang,
      );
      await deps.queue.send(CRM_SYNC, { hubId: access.hub.id });
      return {
        msg: translate(request.lang, 'crm.hubspotConnected', { portalId: connection.portalId ?? '' }),
        connection,
      };
    },
  );

  app.delete(
    '/api/:hubId/crm/connection',
    { config: account, schema: { response: { 200: crmConnectionResponseSchema } } },
    async (request) => {
      const hubId = requireAccess(request).hub.id;
      await deleteConnection(deps.db, hubId);
      await clearMirror(deps.db, hubId);
      return {
        msg: translate(request.lang, 'crm.hubspotDisconnected'),
        connection: connectionView(deps, undefined, request.lang),
      };
    },
  );

  app.post(
    '/api/:hubId/crm/sync',
    { config: account, schema: { response: { 200: okSchema } } },
    async (request) => {
      const hubId = requireAccess(request).hub.id;
      if (!(await getConnection(deps.db, hubId))) throw new AppError('crm.error.notConnected');
      await deps.queue.send(CRM_SYNC, { hubId });
      return { msg: translate(request.lang, 'crm.syncStarted') };
    },
  );
};

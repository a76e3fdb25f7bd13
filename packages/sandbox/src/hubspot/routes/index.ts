import type { FastifyInstance } from 'fastify';
import type { HubspotContext } from '../context.ts';
import { registerAccountInfoRoutes } from './account-info.ts';
import { registerAssociationBatchRoutes } from './association-batch.ts';
import { registerAssociationLabelRoutes } from './association-labels.ts';
import { registerAssociationRoutes } from './associations.ts';
import { registerBatchRoutes } from './batch.ts';
import { registerListMembershipRoutes } from './list-memberships.ts';
import { registerListRoutes } from './lists.ts';
import { registerOAuthRoutes } from './oauth.ts';
import { registerObjectRoutes } from './objects.ts';
import { registerOwnerRoutes } from './owners.ts';
import { registerPipelineRoutes } from './pipelines.ts';
import { registerPropertyRoutes } from './properties.ts';
import { registerSearchRoutes } from './search.ts';

/** Every HubSpot API route the emulator serves (the `/crm/v3` and `/crm/v4` paths of SDK 13.5.0, OAuth). */
export function registerHubspotRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  registerObjectRoutes(app, ctx);
  registerBatchRoutes(app, ctx);
  registerSearchRoutes(app);
  registerPropertyRoutes(app, ctx);
  registerOwnerRoutes(app);
  registerPipelineRoutes(app, ctx);
  registerAssociationRoutes(app, ctx);
  registerAssociationBatchRoutes(app, ctx);
  registerAssociationLabelRoutes(app, ctx);
  registerListRoutes(app, ctx);
  registerListMembershipRoutes(app, ctx);
  registerAccountInfoRoutes(app);
  registerOAuthRoutes(app, ctx);
}

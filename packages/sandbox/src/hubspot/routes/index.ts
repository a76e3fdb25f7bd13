import type { FastifyInstance } from 'fastify';
import type { HubspotContext } from '../context.ts';
import { registerBatchRoutes } from './batch.ts';
import { registerObjectRoutes } from './objects.ts';
import { registerSearchRoutes } from './search.ts';

export function registerHubspotRoutes(app: FastifyInstance, ctx: HubspotContext): void {
  registerObjectRoutes(app, ctx);
  registerBatchRoutes(app, ctx);
  registerSearchRoutes(app);
}

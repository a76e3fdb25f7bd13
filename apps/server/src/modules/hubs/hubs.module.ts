import type { ModuleDefinition } from '../../core/module.ts';
import { accountRoutes } from './account.routes.ts';
import type { HubRow } from './hubs.schema.ts';
import * as hubsSchema from './hubs.schema.ts';
import { memberRoutes } from './members.routes.ts';

// Routes see the hub a request acts in as the hubs module stores it (the guard reads a few fields).
declare module '../../core/auth/guard.ts' {
  interface AccessHub extends HubRow {}
}

export const hubsModule: ModuleDefinition = {
  name: 'hubs',
  routes: [accountRoutes, memberRoutes],
  schema: hubsSchema,
};

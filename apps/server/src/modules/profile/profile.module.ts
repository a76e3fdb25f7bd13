import type { ModuleDefinition } from '../../core/module.ts';
import { lineTestIdRoutes } from './line-test-ids.routes.ts';
import * as lineTestIdsSchema from './line-test-ids.schema.ts';
import { profileRoutes } from './profile.routes.ts';

export const profileModule: ModuleDefinition = {
  name: 'profile',
  routes: [profileRoutes, lineTestIdRoutes],
  schema: lineTestIdsSchema,
};

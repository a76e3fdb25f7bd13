import type { ModuleDefinition } from '../../core/module.ts';
import { tagRoutes } from './tags.routes.ts';
import * as tagsSchema from './tags.schema.ts';

export const tagsModule: ModuleDefinition = {
  name: 'tags',
  routes: [tagRoutes],
  schema: { ...tagsSchema },
};

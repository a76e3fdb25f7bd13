import type { ModuleDefinition } from '../../core/module.ts';
import { fileRoutes } from './files.routes.ts';
import * as filesSchema from './files.schema.ts';

export const filesModule: ModuleDefinition = {
  name: 'files',
  routes: [fileRoutes],
  schema: { ...filesSchema },
};

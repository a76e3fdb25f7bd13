import type { ModuleDefinition } from '../../core/module.ts';
import { templateLibraryRoutes } from './template-library.routes.ts';
import { templateStatusRoutes } from './template-status.routes.ts';
import { templateRoutes } from './templates.routes.ts';
import * as templatesSchema from './templates.schema.ts';

/** Quick replies (`/templates`): a folder library the inbox composer offers from. */
export const templatesModule: ModuleDefinition = {
  name: 'templates',
  routes: [templateRoutes, templateLibraryRoutes, templateStatusRoutes],
  schema: templatesSchema,
};

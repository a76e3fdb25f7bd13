import type { ModuleDefinition } from '../../core/module.ts';
import { recordDelivery } from './notification-send.ts';
import { notificationTemplateRoutes } from './notification-templates.routes.ts';
import * as schema from './notification-templates.schema.ts';

export const notificationTemplatesModule: ModuleDefinition = {
  name: 'notification-templates',
  routes: [notificationTemplateRoutes],
  schema,
  lineEvents: (deps) => ({
    name: 'notification-templates',
    on: { delivery: (event) => recordDelivery(deps, event) },
  }),
};

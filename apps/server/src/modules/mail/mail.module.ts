import type { ModuleDefinition } from '../../core/module.ts';
import { outboxRoutes } from './outbox.routes.ts';

export const mailModule: ModuleDefinition = { name: 'mail', routes: [outboxRoutes] };

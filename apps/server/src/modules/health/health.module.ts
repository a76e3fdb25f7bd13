import type { ModuleDefinition } from '../../core/module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule: ModuleDefinition = { name: 'health', routes: [healthRoutes] };

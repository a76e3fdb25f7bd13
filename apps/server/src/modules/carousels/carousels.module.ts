import type { ModuleDefinition } from '../../core/module.ts';
import { carouselRoutes } from './carousels.routes.ts';
import * as carouselsSchema from './carousels.schema.ts';

export const carouselsModule: ModuleDefinition = {
  name: 'carousels',
  routes: [carouselRoutes],
  schema: { ...carouselsSchema },
};

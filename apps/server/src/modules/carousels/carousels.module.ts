import type { ModuleDefinition } from '../../core/module.ts';
import { registerLibraryMessage } from '../messages/index.ts';
import { carouselMessageOf } from './carousel-message.ts';
import { carouselRoutes } from './carousels.routes.ts';
import * as carouselsSchema from './carousels.schema.ts';

// A message `{ type: 'carousel', carouselId }` is built from the carousel's cards when it is sent.
registerLibraryMessage('carousel', (site, hubId, id) => carouselMessageOf(site.db, hubId, id));

export const carouselsModule: ModuleDefinition = {
  name: 'carousels',
  routes: [carouselRoutes],
  schema: { ...carouselsSchema },
};

import type { ModuleDefinition } from '../../core/module.ts';
import { registerLibraryMessage } from '../messages/index.ts';
import { imagemapRoutes } from './imagemaps.routes.ts';
import { imagemapFolders, imagemapImages, imagemaps } from './imagemaps.schema.ts';
import { imagemapMessageOf } from './imagemaps.service.ts';

// A broadcast's `{ type: 'imagemap', imagemapId }` is built by this module's resolver.
registerLibraryMessage('imagemap', imagemapMessageOf);

export const imagemapsModule: ModuleDefinition = {
  name: 'imagemaps',
  schema: { imagemapFolders, imagemapImages, imagemaps },
  routes: [imagemapRoutes],
};

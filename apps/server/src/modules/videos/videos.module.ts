import type { ModuleDefinition } from '../../core/module.ts';
import { registerLibraryMessage } from '../messages/index.ts';
import { videoRoutes } from './videos.routes.ts';
import { videoFolders, videos } from './videos.schema.ts';
import { videoMessageOf } from './videos.service.ts';

// A message `{ type: 'richVideo', videoId }` is built from the video as it is when sent.
registerLibraryMessage('richVideo', videoMessageOf);

export const videosModule: ModuleDefinition = {
  name: 'videos',
  routes: [videoRoutes],
  schema: { videoFolders, videos },
};

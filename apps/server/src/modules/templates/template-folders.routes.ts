import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../core/deps.ts';
import { folderRoutes } from '../../core/folders/folder.routes.ts';
import { templateFolderStore } from './template-library.ts';
import { TEMPLATES } from './templates.routes.ts';

/** The quick replies' folders, on the folder library: POST, PATCH and DELETE /template/folder (messaging.md §7). */
export const templateFolderRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(folderRoutes, {
    deps,
    path: '/api/:hubId/template/folder',
    config: TEMPLATES,
    store: templateFolderStore,
    messages: {
      created: 'template.folderCreated',
      updated: 'template.folderUpdated',
      deleted: 'template.folderDeleted',
      notEmpty: 'template.error.folderNotEmpty',
    },
  });
};

import { templateSchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../core/deps.ts';
import { libraryRoutes } from '../../core/folders/library.routes.ts';
import { TEMPLATE_PATHS, templateKind } from './template-library.ts';
import { TEMPLATES } from './templates.routes.ts';
import { templateView } from './templates.service.ts';

/**
 * The quick replies' library calls on the kit: GET /templates (?all=true), /templates/{id},
 * /templates/folder/{id}; POST /templates/deleteMany, /duplicate, /move; the folders at /template/folder.
 */
export const templateLibraryRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    libraryRoutes({
      deps,
      paths: TEMPLATE_PATHS,
      config: TEMPLATES,
      kind: templateKind,
      itemSchema: templateSchema,
      view: (rows) => rows.map(templateView),
    }),
  );
};

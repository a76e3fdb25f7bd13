import { bulkResultSchema, idsSchema, TEMPLATE_STATUSES, type TemplateStatus } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { templateItems } from './template-library.ts';
import { TEMPLATES } from './templates.routes.ts';

/** The library's change many for a kind with a status (core.md §4): enable or disable the selected quick replies. */
export const templateStatusRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const change = (path: string, status: TemplateStatus) =>
    app.post(
      `/api/:hubId/templates/${path}`,
      { config: TEMPLATES, schema: { body: idsSchema, response: { 200: bulkResultSchema } } },
      async (request) => {
        const hubId = requireAccess(request).hub.id;
        const ids = [...new Set(request.body.ids)];
        const count = await deps.db.transaction(async (tx) => {
          const changed = await templateItems.updateMany(tx, hubId, ids, { status, updatedAt: new Date() });
          // Every id must be the hub's, or nothing changes (as the other bulk actions).
          if (changed.length !== ids.length) throw new AppError('error.notFound');
          return changed.length;
        });
        return {
          msg: translate(request.lang, status === 'enabled' ? 'template.enabled' : 'template.disabled', {
            count,
          }),
          count,
        };
      },
    );
  for (const status of TEMPLATE_STATUSES) change(status === 'enabled' ? 'enableMany' : 'disableMany', status);
};

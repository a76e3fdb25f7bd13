import { webhookHealthSchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { getAccount } from '../line-accounts/index.ts';
import { webhookHealth } from './webhook-health.ts';

/** The account page's webhook panel: what this module received for the account, and what failed. */
export const webhookHealthRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/:hubId/line/:id/webhook-health',
    {
      config: { permission: 'permissionLineAccounts' },
      schema: {
        params: z.object({ hubId: z.string(), id: z.uuid() }),
        response: { 200: webhookHealthSchema },
      },
    },
    async (request) => {
      const account = await getAccount(deps.db, requireAccess(request).hub.id, request.params.id);
      if (!account) throw new AppError('error.notFound');
      return webhookHealth(deps.db, account);
    },
  );
};

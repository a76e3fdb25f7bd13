import { lineAccountFiguresResponseSchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { accountFigures, type ReachMemo } from './account-figures.ts';

/** The sending figures on the LINE account cards: usage, quota and reach are what broadcasts spend. */
export const accountFigureRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const reaches: ReachMemo = new Map();
  app.get(
    '/api/:hubId/line/figures',
    {
      config: { permission: 'permissionLineAccounts' },
      schema: { response: { 200: lineAccountFiguresResponseSchema } },
    },
    async (request) => ({
      items: await accountFigures(deps, requireAccess(request).hub, reaches, request.log),
    }),
  );
};

import { lineAudiencesQuerySchema, lineAudiencesSchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { actorOf, BROADCASTS } from './broadcast-actor.ts';
import { listLineAudiences } from './line-audiences.ts';

/** The composer's narrowcast picks among the account's LINE audiences (messaging.md §3). */
export const lineAudienceRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/:hubId/line/:accountId/audiences',
    {
      config: BROADCASTS,
      schema: {
        params: z.object({ hubId: z.string(), accountId: z.string() }),
        querystring: lineAudiencesQuerySchema,
        response: { 200: lineAudiencesSchema },
      },
    },
    async (request) =>
      listLineAudiences(deps, actorOf(request).hubId, {
        ...request.query,
        accountId: request.params.accountId,
      }),
  );
};

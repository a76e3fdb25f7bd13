import { lineTestIdsResponseSchema, okSchema, setLineTestIdRequestSchema } from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { translate } from '../../core/i18n/translate.ts';
import { lineTestIdsOf, setLineTestId } from './line-test-ids.ts';

/** The signed-in user's own LINE user ids on the hub's accounts, for test sends to themselves. */
export const lineTestIdRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'session' } as const;

  app.get(
    '/api/:hubId/profile/line-test-ids',
    { config, schema: { response: { 200: lineTestIdsResponseSchema } } },
    async (request) => {
      const { user, access } = requireUser(request);
      return { items: await lineTestIdsOf(deps.db, access.hub.id, user.id) };
    },
  );

  app.put(
    '/api/:hubId/profile/line-test-ids',
    { config, schema: { body: setLineTestIdRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const { user, access } = requireUser(request);
      await setLineTestId(deps.db, access.hub.id, user.id, request.body);
      return { msg: translate(request.lang, 'profile.lineTestIdSaved') };
    },
  );
};

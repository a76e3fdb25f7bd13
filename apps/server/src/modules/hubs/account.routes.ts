import {
  accountSchema,
  accountUpdateRequestSchema,
  okSchema,
  renewApiKeyResponseSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { translate } from '../../core/i18n/translate.ts';
import { renewApiKey, toAccount, updateAccount } from './account.service.ts';

const account = { permission: 'permissionAccount' } as const;

/** Account (hub) settings of core.md §3 Account; paths as in §7 Profile and account. */
export const accountRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/:hubId/account',
    { config: account, schema: { response: { 200: accountSchema } } },
    async (request) => toAccount(requireAccess(request).hub, request.ip),
  );

  app.patch(
    '/api/:hubId/accounts/update',
    { config: account, schema: { body: accountUpdateRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      await updateAccount(db, requireAccess(request).hub, request.body, request.ip);
      return { msg: translate(request.lang, 'account.updated') };
    },
  );

  app.post(
    '/api/:hubId/accounts/renewApiKey',
    { config: account, schema: { response: { 200: renewApiKeyResponseSchema } } },
    async (request) => {
      const apiKey = await renewApiKey(db, requireAccess(request));
      return { msg: translate(request.lang, 'account.apiKeyRenewed'), apiKey };
    },
  );
};

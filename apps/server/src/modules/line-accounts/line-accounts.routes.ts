import {
  createLineAccountRequestSchema,
  createLineAccountResponseSchema,
  lineAccountSchema,
  lineAccountsResponseSchema,
  lineCredentialsSchema,
  okSchema,
  type Plan,
  updateLineAccountRequestSchema,
  verifyCredentialsResponseSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorId, requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { createLineAccount } from './create-line-account.ts';
import { toLineAccount } from './line-account-view.ts';
import { deleteAccount, getAccount, listAccounts, updateAccount } from './line-accounts.repository.ts';
import { verifyCredentials } from './verify-credentials.ts';

const permission = { permission: 'permissionLineAccounts' } as const;
const idParams = z.object({ id: z.uuid() });

/** LINE settings calls of core.md §7: POST, GET, PATCH /line, DELETE /line/{id}. */
export const lineAccountRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const ctx = {
    db,
    crm: deps.crm,
    secrets: deps.secrets,
    line: deps.line,
    publicUrl: deps.config.publicUrl,
  };

  app.post(
    '/api/:hubId/line/verify',
    {
      config: permission,
      schema: { body: lineCredentialsSchema, response: { 200: verifyCredentialsResponseSchema } },
    },
    async (request) => {
      const { bot } = await verifyCredentials(request.body, ctx.line, 'check');
      return { msg: translate(request.lang, 'line.verified', { name: bot.displayName }), bot };
    },
  );

  app.post(
    '/api/:hubId/line',
    {
      config: permission,
      schema: { body: createLineAccountRequestSchema, response: { 200: createLineAccountResponseSchema } },
    },
    async (request) => {
      const access = requireAccess(request);
      const hub = { id: access.hub.id, subscription: access.hub.subscription as Plan };
      const { account, webhook } = await createLineAccount(ctx, hub, actorId(access), request.body);
      return {
        msg: translate(request.lang, 'line.created', { name: account.name }),
        id: account.id,
        webhook,
      };
    },
  );

  app.get(
    '/api/:hubId/line',
    { config: permission, schema: { response: { 200: lineAccountsResponseSchema } } },
    async (request) => ({
      items: (await listAccounts(db, requireAccess(request).hub.id)).map((row) =>
        toLineAccount(row, deps.config.publicUrl),
      ),
    }),
  );

  app.get(
    '/api/:hubId/line/:id',
    {
      config: permission,
      schema: { params: idParams.extend({ hubId: z.string() }), response: { 200: lineAccountSchema } },
    },
    async (request) => {
      const [row] = await listAccounts(db, requireAccess(request).hub.id, request.params.id);
      if (!row) throw new AppError('error.notFound');
      return toLineAccount(row, deps.config.publicUrl);
    },
  );

  app.patch(
    '/api/:hubId/line',
    { config: permission, schema: { body: updateLineAccountRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const access = requireAccess(request);
      const { id, options, ...rest } = request.body;
      if (rest.slackWebhookUrl && !deps.slack.isWebhookUrl(rest.slackWebhookUrl))
        throw new AppError('line.error.slackUrl', {}, { slackWebhookUrl: 'line.error.slackUrl' });
      const account = await getAccount(db, access.hub.id, id);
      if (!account) throw new AppError('error.notFound');
      await updateAccount(db, access.hub.id, id, {
        ...rest,
        options: { ...account.options, ...options },
        updatedBy: actorId(access),
      });
      return { msg: translate(request.lang, 'line.updated') };
    },
  );

  app.delete(
    '/api/:hubId/line/:id',
    {
      config: permission,
      schema: { params: idParams.extend({ hubId: z.string() }), response: { 200: okSchema } },
    },
    async (request) => {
      const hubId = requireAccess(request).hub.id;
      const account = await getAccount(db, hubId, request.params.id);
      if (!account) throw new AppError('error.notFound');
      if (account.underContract) throw new AppError('line.error.underContract');
      await deleteAccount(db, hubId, account.id);
      return { msg: translate(request.lang, 'line.deleted') };
    },
  );
};

import {
  friendsQuerySchema,
  importFriendsRequestSchema,
  lineFriendsResponseSchema,
  linePlatformsResponseSchema,
  okSchema,
  propertySeqRequestSchema,
  sandboxChannelResponseSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorId, requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { checkMemberEmail } from '../hubs/index.ts';
import { changeSeq } from './change-seq.ts';
import { listFriends } from './friends.repository.ts';
import { IMPORT_FRIENDS } from './import-friends-request.ts';
import { isHttps } from './line-account-view.ts';
import { getAccount } from './line-accounts.repository.ts';
import { postToSlack } from './slack.ts';

const permission = { permission: 'permissionLineAccounts' } as const;
const accountParams = z.object({ hubId: z.string(), id: z.uuid() });

/** The account tabs' calls (core.md §7 LINE settings, Line users) and the sandbox helpers for the create stepper. */
export const lineAccountSettingsRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  async function ownAccount(request: FastifyRequest, id: string) {
    const access = requireAccess(request);
    const account = await getAccount(db, access.hub.id, id);
    if (!account) throw new AppError('error.notFound');
    return { access, account, updatedBy: actorId(access) };
  }

  app.get(
    '/api/:hubId/line/user-manage/:id',
    {
      config: permission,
      schema: {
        params: accountParams,
        querystring: friendsQuerySchema,
        response: { 200: lineFriendsResponseSchema },
      },
    },
    async (request) => {
      const { access, account } = await ownAccount(request, request.params.id);
      return listFriends(db, access.hub.id, account.id, request.query);
    },
  );

  app.post(
    '/api/:hubId/line/user-manage/:id/search',
    {
      config: permission,
      schema: {
        params: accountParams,
        body: friendsQuerySchema,
        response: { 200: lineFriendsResponseSchema },
      },
    },
    async (request) => {
      const { access, account } = await ownAccount(request, request.params.id);
      return listFriends(db, access.hub.id, account.id, request.body);
    },
  );

  app.patch(
    '/api/:hubId/line/propertyseq',
    { config: permission, schema: { body: propertySeqRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const { access, account } = await ownAccount(request, request.body.id);
      await changeSeq(db, access.hub.id, account, request.body.seq);
      return { msg: translate(request.lang, 'line.seqUpdated') };
    },
  );

  app.post(
    '/api/:hubId/line/import',
    { config: permission, schema: { body: importFriendsRequestSchema, response: { 200: okSchema } } },
    async (request) => {
      const { access, account } = await ownAccount(request, request.body.id);
      const { userEmail } = request.body;
      // The import's report goes to a colleague's mailbox, never to any address a caller names.
      if (userEmail) await checkMemberEmail(db, access.hub.id, userEmail);
      await deps.queue.send(IMPORT_FRIENDS, {
        accountId: account.id,
        userEmail,
        lang: request.lang,
      });
      return { msg: translate(request.lang, 'line.importStarted') };
    },
  );

  app.post(
    '/api/:hubId/line/:id/slack/test',
    { config: permission, schema: { params: accountParams, response: { 200: okSchema } } },
    async (request) => {
      const { account } = await ownAccount(request, request.params.id);
      if (!account.slackWebhookUrl) throw new AppError('line.error.noSlack');
      await postToSlack(deps.slack, {
        url: account.slackWebhookUrl,
        text: translate(request.lang, 'slack.test', { name: account.name }),
      });
      return { msg: translate(request.lang, 'line.slackTested') };
    },
  );

  app.get(
    '/api/:hubId/line/platforms',
    { config: permission, schema: { response: { 200: linePlatformsResponseSchema } } },
    async () => {
      const { sandboxUrl } = deps.config.line;
      return {
        sandbox: Boolean(sandboxUrl),
        phoneUrl: sandboxUrl ? `${sandboxUrl}/phone` : null,
        publicUrlHttps: isHttps(deps.config.publicUrl),
      };
    },
  );

  app.post(
    '/api/:hubId/line/sandbox-channel',
    { config: permission, schema: { response: { 200: sandboxChannelResponseSchema } } },
    async () => {
      if (!deps.lineSandbox) throw new AppError('line.error.noSandbox');
      return deps.lineSandbox.createChannel();
    },
  );
};

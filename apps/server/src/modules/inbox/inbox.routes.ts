import {
  conversationWriteResponseSchema,
  inboxAccountsResponseSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  inboxSearchSchema,
  inboxSettingsPatchSchema,
  inboxSettingsSchema,
  inboxSettingsWriteSchema,
  markAsSpamSchema,
  stopAutoResponseSchema,
  updateStatusSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { AppError, orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { updateConversation } from './conversations.repository.ts';
import { inboxAccount, inboxAccounts } from './inbox-accounts.ts';
import { conversationChanged } from './inbox-intake.ts';
import { listInbox } from './inbox-list.ts';
import { inboxReach } from './inbox-reach.ts';
import { getInboxSettings, saveInboxSettings } from './inbox-settings.ts';
import { findConversationView, findReachableView, toInboxUser } from './inbox-view.ts';

const inbox = { permission: 'permissionInbox' } as const;
const seqParams = z.object({ hubId: z.string(), seq: z.coerce.number().int().min(1) });
const vidParams = z.object({ hubId: z.string(), vid: z.string() });

/** Inbox calls of core.md §7: the conversation list, its search, and a conversation's state. */
export const inboxRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    '/api/:hubId/line/inbox',
    { config: inbox, schema: { response: { 200: inboxAccountsResponseSchema } } },
    async (request) => {
      const access = requireAccess(request);
      return { accounts: await inboxAccounts(db, access.hub.id, await inboxReach(deps, access)) };
    },
  );

  app.get(
    '/api/:hubId/line/inbox/:seq',
    {
      config: inbox,
      schema: { params: seqParams, querystring: inboxQuerySchema, response: { 200: inboxResponseSchema } },
    },
    async (request) => {
      const access = requireAccess(request);
      const account = await inboxAccount(db, access.hub.id, request.params.seq);
      return listInbox(db, account, request.query, await inboxReach(deps, access));
    },
  );

  app.post(
    '/api/:hubId/line/inbox/:seq/search',
    {
      config: inbox,
      schema: { params: seqParams, body: inboxSearchSchema, response: { 200: inboxResponseSchema } },
    },
    async (request) => {
      const access = requireAccess(request);
      const account = await inboxAccount(db, access.hub.id, request.params.seq);
      const { searchWords, ...page } = request.body;
      const { addAllMessages } = await getInboxSettings(db, access.hub.id);
      const search = { words: searchWords, addAllMessages };
      return listInbox(db, account, { ...page, search }, await inboxReach(deps, access));
    },
  );

  /** One state change of a conversation, answered with the conversation as it now is. */
  const change = async (
    request: FastifyRequest,
    vid: string,
    changes: Parameters<typeof updateConversation>[3],
    message: string,
  ) => {
    const access = requireAccess(request);
    const hubId = access.hub.id;
    // A conversation out of the member's reach is "not found", as another hub's would be.
    orNotFound(await findReachableView(deps, access, vid));
    orNotFound(await updateConversation(db, hubId, vid, changes));
    const view = orNotFound(await findConversationView(db, hubId, vid));
    await conversationChanged(deps, { hubId, seq: view.seq }, vid);
    return { msg: translate(request.lang, message), lineUser: toInboxUser(view) };
  };

  app.post(
    '/api/:hubId/line/user/:vid/update-status',
    {
      config: inbox,
      schema: {
        params: vidParams,
        body: updateStatusSchema,
        response: { 200: conversationWriteResponseSchema },
      },
    },
    (request) => change(request, request.params.vid, { status: request.body.status }, 'inbox.statusChanged'),
  );

  app.post(
    '/api/:hubId/line/user/:vid/stop-auto-response',
    {
      config: inbox,
      schema: {
        params: vidParams,
        body: stopAutoResponseSchema,
        response: { 200: conversationWriteResponseSchema },
      },
    },
    (request) =>
      change(
        request,
        request.params.vid,
        { stopAutoResponse: request.body.stopAutoResponse },
        request.body.stopAutoResponse ? 'inbox.autoResponseStopped' : 'inbox.autoResponseResumed',
      ),
  );

  app.post(
    '/api/:hubId/line/user/:vid/mark-as-spam',
    {
      config: inbox,
      schema: {
        params: vidParams,
        body: markAsSpamSchema,
        response: { 200: conversationWriteResponseSchema },
      },
    },
    (request) =>
      change(
        request,
        request.params.vid,
        { markAsSpam: request.body.markAsSpam },
        request.body.markAsSpam ? 'inbox.spamMarked' : 'inbox.spamUnmarked',
      ),
  );

  app.get(
    '/api/:hubId/inbox-settings',
    { config: inbox, schema: { response: { 200: inboxSettingsSchema } } },
    async (request) => getInboxSettings(db, requireAccess(request).hub.id),
  );

  // Team-wide choices: the account's administrators make them.
  app.patch(
    '/api/:hubId/inbox-settings/:id',
    {
      config: { permission: 'permissionAccount' },
      schema: {
        params: z.object({ hubId: z.string(), id: z.string() }),
        body: inboxSettingsPatchSchema,
        response: { 200: inboxSettingsWriteSchema },
      },
    },
    async (request) => {
      const hubId = requireAccess(request).hub.id;
      if (request.params.id !== hubId) throw new AppError('error.notFound');
      const settings = await saveInboxSettings(db, hubId, request.body);
      return { msg: translate(request.lang, 'inbox.settingsSaved'), settings };
    },
  );
};

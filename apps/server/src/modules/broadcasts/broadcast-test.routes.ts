import {
  broadcastQuotaSchema,
  okSchema,
  RECIPIENT_STATUSES,
  recipientsListRequestSchema,
  recipientsListResultSchema,
  recipientsResponseSchema,
  testSendSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { translate } from '../../core/i18n/translate.ts';
import { actorOf, BROADCASTS } from './broadcast-actor.ts';
import { listOfRecipients, recipientsPage } from './broadcast-recipients.ts';
import { sendTest } from './broadcast-test-send.ts';
import { accountUsage, quotaCheck } from './delivery/quota.ts';

const recipientParams = z.object({
  hubId: z.string(),
  id: z.string(),
  status: z.enum(['all', ...RECIPIENT_STATUSES]),
});
const recipientQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(25), z.literal(50), z.literal(100)]))
    .default(25),
});

/** Test sends, the quota check before sending, and a broadcast's recipients (messaging.md §3, §4, §7). */
export const broadcastTestRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = BROADCASTS;

  app.post(
    '/api/:hubId/line/broadcast-setting/test',
    { config, schema: { body: testSendSchema, response: { 200: okSchema } } },
    async (request) => {
      const actor = actorOf(request);
      await sendTest(deps, actor.hubId, request.body, actor.now);
      return { msg: translate(request.lang, 'broadcast.testSent') };
    },
  );

  // The composer warns before sending when LINE's monthly quota cannot cover the audience.
  app.get(
    '/api/:hubId/line/broadcast-setting/:id/quota',
    {
      config,
      schema: {
        params: z.object({ hubId: z.string(), id: z.string() }),
        response: { 200: broadcastQuotaSchema },
      },
    },
    async (request) => quotaCheck(deps, actorOf(request).hubId, request.params.id),
  );

  app.get(
    '/api/:hubId/line/:accountId/usage',
    {
      config,
      schema: {
        params: z.object({ hubId: z.string(), accountId: z.string() }),
        querystring: z.object({ target: z.coerce.number().int().min(0).default(0) }),
        response: { 200: broadcastQuotaSchema },
      },
    },
    async (request) =>
      accountUsage(deps, actorOf(request).hubId, request.params.accountId, request.query.target),
  );

  app.get(
    '/api/:hubId/line/recipients/:id/:status',
    {
      config,
      schema: {
        params: recipientParams,
        querystring: recipientQuery,
        response: { 200: recipientsResponseSchema },
      },
    },
    async (request) => {
      const { id, status } = request.params;
      return recipientsPage(deps, actorOf(request).hubId, id, status, request.query, request.lang);
    },
  );

  app.post(
    '/api/:hubId/line/recipients/:id/list',
    {
      config,
      schema: {
        params: z.object({ hubId: z.string(), id: z.string() }),
        body: recipientsListRequestSchema,
        response: { 200: recipientsListResultSchema },
      },
    },
    async (request) => {
      const made = await listOfRecipients(
        deps,
        actorOf(request).hubId,
        request.params.id,
        request.body,
        request.lang,
      );
      return { msg: translate(request.lang, 'broadcast.recipientListCreated', made), ...made };
    },
  );
};

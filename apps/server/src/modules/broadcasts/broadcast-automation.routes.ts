import {
  audienceSizeRequestSchema,
  audienceSizeSchema,
  automatedBroadcastsSchema,
  executeResultSchema,
  executeSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../core/deps.ts';
import { translate } from '../../core/i18n/translate.ts';
import { audienceSize } from './audience-size.ts';
import { actorOf, BROADCASTS } from './broadcast-actor.ts';
import { executeAutomations } from './broadcast-automation.service.ts';
import { executeBroadcasts } from './broadcast-transitions.service.ts';
import { findPublishedAutomations } from './broadcasts.repository.ts';

const PREFIX = '/api/:hubId/line/broadcast-setting';

/** Sending now (drafts, or published automations to named contacts), what can be sent so, and the composer's live count. */
export const broadcastAutomationRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = BROADCASTS;

  app.post(
    `${PREFIX}/execute`,
    { config, schema: { body: executeSchema, response: { 200: executeResultSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const { ids, contactIds, eventId } = request.body;
      if (!contactIds) {
        const count = await executeBroadcasts(deps, actor, ids);
        return { msg: translate(request.lang, 'broadcast.executing'), count };
      }
      const done = await executeAutomations(deps, actor, ids, contactIds, eventId);
      return {
        msg: translate(request.lang, 'broadcast.automationExecuted', {
          count: done.enrolled,
          recipients: done.recipients,
        }),
        count: done.enrolled,
        recipients: done.recipients,
      };
    },
  );

  app.post(
    `${PREFIX}/audience-size`,
    { config, schema: { body: audienceSizeRequestSchema, response: { 200: audienceSizeSchema } } },
    async (request) => ({ count: await audienceSize(deps, actorOf(request).hubId, request.body) }),
  );

  app.get(
    '/api/:hubId/line/automated-broadcasts',
    { config, schema: { response: { 200: automatedBroadcastsSchema } } },
    async (request) => {
      const rows = await findPublishedAutomations(deps.db, actorOf(request).hubId);
      return {
        broadcasts: rows.map((row) => ({
          id: row.id,
          name: row.name,
          accountId: row.lineAccountId,
          workflowId: row.workflowId,
        })),
      };
    },
  );
};

import {
  createWorkflowRequestSchema,
  enrollmentsResponseSchema,
  enrollRequestSchema,
  okSchema,
  workflowSchema,
  workflowsResponseSchema,
} from '@hubline/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../core/auth/guard.ts';
import type { Deps } from '../../core/deps.ts';
import { orNotFound } from '../../core/http/errors.ts';
import { translate } from '../../core/i18n/translate.ts';
import { WORKFLOW_ENROLLED } from './workflow-events.ts';

const idParams = z.object({ hubId: z.string(), id: z.string() });

/** Workflows (core.md §7 `GET /workflows`) and enrolments, recorded and visible. */
export const crmWorkflowRoutes: FastifyPluginAsync<{ deps: Deps }> = async (base, { deps }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { workflows } = deps.crm;
  const hubOf = (request: Parameters<typeof requireAccess>[0]) => requireAccess(request).hub.id;

  // The broadcast composer binds an automation to a workflow: that is where workflows are listed.
  app.get(
    '/api/:hubId/workflows',
    {
      config: { permission: 'permissionBroadcasts' },
      schema: { response: { 200: workflowsResponseSchema } },
    },
    async (request) => ({ items: await workflows.list(hubOf(request)) }),
  );

  app.post(
    '/api/:hubId/workflows',
    {
      config: { permission: 'permissionAccount' },
      schema: {
        body: createWorkflowRequestSchema,
        response: { 200: okSchema.extend({ workflow: workflowSchema }) },
      },
    },
    async (request) => {
      const workflow = await workflows.create(hubOf(request), request.body.name);
      return { msg: translate(request.lang, 'crm.workflowCreated', { name: workflow.name }), workflow };
    },
  );

  app.post(
    '/api/:hubId/workflows/:id/enroll',
    {
      config: { permission: 'permissionInbox' },
      schema: { params: idParams, body: enrollRequestSchema, response: { 200: okSchema } },
    },
    async (request) => {
      const hubId = hubOf(request);
      const workflow = orNotFound(
        (await workflows.list(hubId)).find((known) => known.id === request.params.id),
      );
      const { contactId } = request.body;
      const enrollmentId = orNotFound(await workflows.enroll(hubId, workflow.id, contactId, 'api'));
      // What the workflow does (its automation broadcasts) happens in a job, once per enrolment.
      await deps.queue.send(WORKFLOW_ENROLLED, { hubId, workflowId: workflow.id, contactId, enrollmentId });
      return { msg: translate(request.lang, 'crm.enrolled', { name: workflow.name }) };
    },
  );

  app.get(
    '/api/:hubId/contacts/:id/enrollments',
    {
      config: { permission: 'permissionInbox' },
      schema: { params: idParams, response: { 200: enrollmentsResponseSchema } },
    },
    async (request) => ({ items: await workflows.enrollments(hubOf(request), request.params.id) }),
  );
};

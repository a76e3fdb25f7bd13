import type { ModuleDefinition } from '../../core/module.ts';
import { lineWebhookRoutes } from './line-webhook.routes.ts';
import { PROCESS_LINE_EVENTS, processLineEventsJob } from './process-line-events.job.ts';
import { webhookHealthRoutes } from './webhook-health.routes.ts';
import * as webhooksSchema from './webhooks.schema.ts';

export const webhooksModule: ModuleDefinition = {
  name: 'webhooks',
  routes: [lineWebhookRoutes, webhookHealthRoutes],
  jobs: (deps) => [processLineEventsJob(deps)],
  schedules: [
    {
      job: PROCESS_LINE_EVENTS,
      cron: '* * * * *',
      data: {},
      why: 'Webhook events stored by a process that stopped before waking the workers.',
    },
  ],
  schema: webhooksSchema,
};

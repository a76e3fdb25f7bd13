export { lineWebhookRoutes } from './line-webhook.routes.ts';
export { processLineEventsJob } from './process-line-events.job.ts';
export { webhookHealth } from './webhook-health.ts';

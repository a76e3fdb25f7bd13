export { webhooksModule } from './webhooks.module.ts';

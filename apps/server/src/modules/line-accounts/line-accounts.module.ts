import type { ModuleDefinition } from '../../core/module.ts';
import { lineAccountSettingsRoutes } from './line-account-settings.routes.ts';
import { lineAccountRoutes } from './line-accounts.routes.ts';
import * as lineAccountsSchema from './line-accounts.schema.ts';
import { LINE_TOKENS_RENEW, renewLineTokensJob } from './renew-line-tokens.job.ts';
import { slackPostJob } from './slack.ts';

export const lineAccountsModule: ModuleDefinition = {
  name: 'line-accounts',
  routes: [lineAccountRoutes, lineAccountSettingsRoutes],
  jobs: (deps) => [slackPostJob(deps.config), renewLineTokensJob(deps)],
  schedules: [
    {
      job: LINE_TOKENS_RENEW,
      cron: '17 * * * *',
      data: {},
      why: 'Short-lived LINE channel tokens (30 days) renewed a week ahead; hourly, so a failed try soon repeats.',
    },
  ],
  schema: lineAccountsSchema,
};

import type { ModuleDefinition } from '../../core/module.ts';
import { lineAccountSettingsRoutes } from './line-account-settings.routes.ts';
import { lineAccountRoutes } from './line-accounts.routes.ts';
import type { LineAccountRow } from './line-accounts.schema.ts';
import * as lineAccountsSchema from './line-accounts.schema.ts';
import { lineAccountsLineEvents } from './line-events.ts';
import { LINE_TOKENS_RENEW, renewLineTokensJob } from './renew-line-tokens.job.ts';
import { slackPostJob } from './slack.ts';

// Every LINE event carries its account's row, as line-accounts stores it.
declare module '../../core/line/line-events.ts' {
  interface LineEventAccountOf {
    account: LineAccountRow;
  }
}

export const lineAccountsModule: ModuleDefinition = {
  name: 'line-accounts',
  routes: [lineAccountRoutes, lineAccountSettingsRoutes],
  jobs: (deps) => [slackPostJob(deps.slack), renewLineTokensJob(deps)],
  lineEvents: lineAccountsLineEvents,
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

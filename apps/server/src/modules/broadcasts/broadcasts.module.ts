import type { ModuleDefinition } from '../../core/module.ts';
import { accountFigureRoutes } from './account-figures.routes.ts';
import { autoArchiveJob, BROADCASTS_AUTO_ARCHIVE } from './auto-archive.job.ts';
import { broadcastActionRoutes } from './broadcast-actions.routes.ts';
import { broadcastAutomationRoutes } from './broadcast-automation.routes.ts';
import { broadcastFolderRoutes } from './broadcast-folders.routes.ts';
import { broadcastTestRoutes } from './broadcast-test.routes.ts';
import { broadcastRoutes } from './broadcasts.routes.ts';
import * as broadcastsSchema from './broadcasts.schema.ts';
import * as deliverySchema from './delivery/delivery.schema.ts';
import { narrowcastProgressJob } from './delivery/narrowcast-progress.job.ts';
import { runBroadcastJob } from './delivery/run-broadcast.job.ts';
import { BROADCAST_SCHEDULE, scheduleBroadcastsJob } from './delivery/schedule-broadcasts.job.ts';
import { sendBroadcastJob } from './delivery/send-broadcast.job.ts';
import * as insightsSchema from './insight/broadcast-insights.schema.ts';
import { BROADCAST_INSIGHTS, fetchInsightsJob, INSIGHTS_CRON } from './insight/fetch-insights.job.ts';
import { lineAudienceRoutes } from './line-audiences.routes.ts';
import * as linksSchema from './links/broadcast-links.schema.ts';
import { redirectRoutes } from './links/redirect.routes.ts';
import { workflowBroadcastsJob } from './workflow-broadcasts.job.ts';

export const broadcastsModule: ModuleDefinition = {
  name: 'broadcasts',
  routes: [
    broadcastRoutes,
    broadcastActionRoutes,
    broadcastAutomationRoutes,
    broadcastFolderRoutes,
    broadcastTestRoutes,
    lineAudienceRoutes,
    redirectRoutes,
    accountFigureRoutes,
  ],
  jobs: (deps) => [
    runBroadcastJob(deps),
    sendBroadcastJob(deps),
    narrowcastProgressJob(deps),
    scheduleBroadcastsJob(deps),
    autoArchiveJob(deps),
    fetchInsightsJob(deps),
    workflowBroadcastsJob(deps),
  ],
  schedules: [
    {
      job: BROADCAST_SCHEDULE,
      cron: '* * * * *',
      data: {},
      why: 'Broadcasts whose time has come, and runs whose job was lost.',
    },
    {
      job: BROADCASTS_AUTO_ARCHIVE,
      cron: '0 4 * * *',
      data: {},
      why: "Sent regular broadcasts past a hub's auto-archive days, once a day (04:00 UTC, a quiet hour).",
    },
    {
      job: BROADCAST_INSIGHTS,
      cron: INSIGHTS_CRON,
      data: {},
      why: "Opens and clicks of recent broadcasts from LINE's insight API, within its 60 calls an hour.",
    },
  ],
  schema: { ...broadcastsSchema, ...deliverySchema, ...insightsSchema, ...linksSchema },
};

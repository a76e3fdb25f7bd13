import type { ModuleDefinition } from '../../core/module.ts';
import * as crmSchema from './builtin/crm.schema.ts';
import { crmFollowUpTaskJob } from './chat/follow-up-task.job.ts';
import { chatCompanyRoutes } from './chat-company.routes.ts';
import { chatRecordRoutes } from './chat-records.routes.ts';
import { crmSetupOf } from './connection/connect-hubspot.ts';
import { crmConnectionRoutes } from './connection/crm-connection.routes.ts';
import * as connectionSchema from './connection/crm-connection.schema.ts';
import { crmForHubs } from './connection/crm-for-hub.ts';
import type { CrmPort } from './crm.port.ts';
import { crmRoutes } from './crm.routes.ts';
import { crmCompanyRoutes } from './crm-companies.routes.ts';
import { crmListRoutes } from './crm-lists.routes.ts';
import { crmWorkflowRoutes } from './crm-workflows.routes.ts';
import { crmLineEvents } from './line-events.ts';
import { CRM_SYNC_ALL, crmSyncAllJob, crmSyncJob } from './mirror/crm-sync.job.ts';
import { crmLogMessageJob } from './mirror/log-message.job.ts';
import * as mirrorSchema from './mirror/mirror.schema.ts';

// The CRM is offered on Deps by augmentation rather than by a function such as `crmOf(deps)`:
// the features that talk to it (inbox, broadcasts, webhooks, line-accounts) already read
// `deps.crm` and take `Pick<Deps, 'crm'>`, so they stay as they are, while core names no module
// and the one CRM per process is built here, once, by the composition root.
declare module '../../core/deps.ts' {
  interface Deps {
    /** The CRM every feature talks to: each call goes to the built-in CRM or the hub's HubSpot portal. */
    crm: CrmPort;
  }
}

export const crmModule: ModuleDefinition = {
  name: 'crm',
  provides: (deps) => ({ crm: crmForHubs(crmSetupOf(deps)) }),
  routes: [
    crmRoutes,
    crmConnectionRoutes,
    chatRecordRoutes,
    crmListRoutes,
    crmCompanyRoutes,
    crmWorkflowRoutes,
    chatCompanyRoutes,
  ],
  jobs: (deps) => [crmSyncJob(deps), crmSyncAllJob(deps), crmLogMessageJob(deps), crmFollowUpTaskJob(deps)],
  lineEvents: crmLineEvents,
  schedules: [
    {
      job: CRM_SYNC_ALL,
      cron: '*/15 * * * *',
      data: {},
      why: 'HubSpot mirrors: lists that change in HubSpot (dynamic ones) are at most a quarter hour old.',
    },
  ],
  schema: { ...crmSchema, ...connectionSchema, ...mirrorSchema },
};

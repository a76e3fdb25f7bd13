import fs from 'node:fs';
import path from 'node:path';
import { createGoogleSignIn } from '../modules/auth/google.service.ts';
import { passwordResetJob } from '../modules/auth/password-reset.job.ts';
import { autoArchiveJob } from '../modules/broadcasts/auto-archive.job.ts';
import { narrowcastProgressJob } from '../modules/broadcasts/delivery/narrowcast-progress.job.ts';
import { runBroadcastJob } from '../modules/broadcasts/delivery/run-broadcast.job.ts';
import { scheduleBroadcastsJob } from '../modules/broadcasts/delivery/schedule-broadcasts.job.ts';
import { sendBroadcastJob } from '../modules/broadcasts/delivery/send-broadcast.job.ts';
import { fetchInsightsJob, INSIGHTS_CRON } from '../modules/broadcasts/insight/fetch-insights.job.ts';
import { workflowBroadcastsJob } from '../modules/broadcasts/workflow-broadcasts.job.ts';
import { crmFollowUpTaskJob } from '../modules/crm/chat/follow-up-task.job.ts';
import { crmSetupOf } from '../modules/crm/connection/connect-hubspot.ts';
import { crmForHubs } from '../modules/crm/connection/crm-for-hub.ts';
import { crmSyncAllJob, crmSyncJob } from '../modules/crm/mirror/crm-sync.job.ts';
import { crmLogMessageJob } from '../modules/crm/mirror/log-message.job.ts';
import { importFriendsJob } from '../modules/line-accounts/import-friends.job.ts';
import { renewLineTokensJob } from '../modules/line-accounts/renew-line-tokens.job.ts';
import { slackPostJob } from '../modules/line-accounts/slack.ts';
import { lineContentJob } from '../modules/webhooks/line-content.job.ts';
import { processLineEventsJob } from '../modules/webhooks/process-line-events.job.ts';
import type { Config } from './config.ts';
import { createSecretBox, loadSecretKey } from './crypto/secret-box.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import type { Deps } from './deps.ts';
import { filesForConfig } from './files/files-for-config.ts';
import { createMailer } from './mail/mailer.ts';
import { sendMailJob } from './mail/send-mail.job.ts';
import { type AnyJob, startQueue } from './queue/queue.ts';
import { startRealtime } from './realtime/realtime.ts';
import { slackWebhooks } from './slack/slack-webhooks.ts';

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/** Opens and migrates the database, starts the queue, and builds every port from the configuration. */
export async function createDeps(
  config: Config,
  log: Log,
  database?: Database,
  lineSandbox?: Deps['lineSandbox'],
  hubspotSandbox?: Deps['hubspotSandbox'],
): Promise<Deps> {
  const db =
    database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') }));
  await runMigrations(db);
  const queue = await startQueue(db, log);
  const realtime = await startRealtime(db, log);
  const mailer = createMailer(config.mail, db.db, log);
  const secrets = createSecretBox(loadSecretKey(config.secretKey, config.dataDir));
  let webVersion: string | undefined;
  const base = {
    config,
    database: db,
    db: db.db,
    queue,
    realtime,
    mailer,
    crm: crmForHubs(crmSetupOf({ db: db.db, config, secrets, hubspotSandbox })),
    secrets,
    files: filesForConfig(config),
    slack: slackWebhooks(config),
    google: config.google ? createGoogleSignIn(config.google, config.publicUrl) : undefined,
    webVersion: () => {
      webVersion ??= readVersion(config.webDist);
      return webVersion;
    },
  };
  const sendMail = sendMailJob(mailer);
  const crmSync = crmSyncJob({ ...base, hubspotSandbox });
  const jobs = {
    crmSync,
    crmSyncAll: crmSyncAllJob({ ...base }, crmSync),
    crmLogMessage: crmLogMessageJob(base),
    crmFollowUpTask: crmFollowUpTaskJob(base),
    sendMail,
    passwordReset: passwordResetJob({ ...base, sendMail }),
    processLineEvents: processLineEventsJob(base),
    lineContent: lineContentJob(base),
    importFriends: importFriendsJob({ ...base, sendMail }),
    slackPost: slackPostJob(base.slack),
    lineTokensRenew: renewLineTokensJob(base),
    broadcastRun: runBroadcastJob(base),
    broadcastSend: sendBroadcastJob(base),
    broadcastNarrowcastProgress: narrowcastProgressJob(base),
    broadcastSchedule: scheduleBroadcastsJob(base),
    broadcastsAutoArchive: autoArchiveJob(base),
    broadcastInsights: fetchInsightsJob(base),
    workflowBroadcasts: workflowBroadcastsJob(base),
  };
  return { ...base, lineSandbox, hubspotSandbox, jobs };
}

function readVersion(webDist: string): string | undefined {
  const file = path.join(webDist, 'version.txt');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

/** A worker process: works every job this build knows, and schedules the sweeps. */
export async function startWorkers(deps: Deps) {
  const jobs: AnyJob[] = Object.values(deps.jobs);
  await deps.queue.work(jobs);
  // Webhook events stored by a process that stopped before waking the workers.
  await deps.queue.schedule(deps.jobs.processLineEvents, '* * * * *', {});
  // HubSpot mirrors: lists that change in HubSpot (dynamic ones) are at most a quarter hour old.
  await deps.queue.schedule(deps.jobs.crmSyncAll, '*/15 * * * *', {});
  // Broadcasts whose time has come, and runs whose job was lost.
  await deps.queue.schedule(deps.jobs.broadcastSchedule, '* * * * *', {});
  // Sent regular broadcasts past a hub's auto-archive days, once a day (04:00 UTC, a quiet hour).
  await deps.queue.schedule(deps.jobs.broadcastsAutoArchive, '0 4 * * *', {});
  // Opens and clicks of recent broadcasts from LINE's insight API, within its 60 calls an hour.
  await deps.queue.schedule(deps.jobs.broadcastInsights, INSIGHTS_CRON, {});
  // Short-lived LINE channel tokens (30 days) renewed a week ahead; hourly, so a failed try soon repeats.
  await deps.queue.schedule(deps.jobs.lineTokensRenew, '17 * * * *', {});
}

import type { GoogleSignIn } from '../modules/auth/google.service.ts';
import type { PasswordResetRequest } from '../modules/auth/password-reset.job.ts';
import type { RunJob } from '../modules/broadcasts/delivery/delivery-jobs.ts';
import type { FollowUpTask } from '../modules/crm/chat/follow-up-task.job.ts';
import type { CrmPort } from '../modules/crm/crm.port.ts';
import type { CrmSync } from '../modules/crm/mirror/crm-sync.job.ts';
import type { CrmLogMessage } from '../modules/crm/mirror/log-message.job.ts';
import type { ImportFriends } from '../modules/line-accounts/import-friends.job.ts';
import type { SlackPost } from '../modules/line-accounts/slack.ts';
import type { Config } from './config.ts';
import type { SecretBox } from './crypto/secret-box.ts';
import type { Database, Db } from './db/client.ts';
import type { FilesPort } from './files/files.port.ts';
import type { Mail, Mailer } from './mail/mailer.ts';
import type { JobDefinition, Queue } from './queue/queue.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { SlackPort } from './slack/slack.port.ts';

/** What route modules and jobs are given: built once in main.ts (or by the test harness). */
export interface Deps {
  config: Config;
  database: Database;
  db: Db;
  queue: Queue;
  mailer: Mailer;
  /** The CRM every feature talks to: each call goes to the built-in CRM or the hub's HubSpot portal. */
  crm: CrmPort;
  /** Live inbox signals between server processes (LISTEN/NOTIFY). */
  realtime: Realtime;
  /** Every stored file (uploads, LINE media): named by our ids, on disk under DATA_DIR/files or in S3. */
  files: FilesPort;
  /** Posts to the Slack incoming webhooks accounts save, through the outbound guard. */
  slack: SlackPort;
  /** Seals channel secrets and tokens at rest. */
  secrets: SecretBox;
  google: GoogleSignIn | undefined;
  jobs: {
    sendMail: JobDefinition<Mail>;
    passwordReset: JobDefinition<PasswordResetRequest>;
    processLineEvents: JobDefinition<Record<string, never>>;
    importFriends: JobDefinition<ImportFriends>;
    slackPost: JobDefinition<SlackPost>;
    lineTokensRenew: JobDefinition<object>;
    crmSync: JobDefinition<CrmSync>;
    crmSyncAll: JobDefinition<object>;
    crmLogMessage: JobDefinition<CrmLogMessage>;
    crmFollowUpTask: JobDefinition<FollowUpTask>;
    broadcastRun: JobDefinition<RunJob>;
    broadcastSend: JobDefinition<RunJob>;
    broadcastSchedule: JobDefinition<Record<string, never>>;
    broadcastsAutoArchive: JobDefinition<object>;
    broadcastInsights: JobDefinition<Record<string, never>>;
  };
  /** The LINE sandbox running in this process (the embedded demo, tests), to create channels on it. */
  lineSandbox:
    | { createChannel(): Promise<{ channelId: string; channelSecret: string; accessToken: string }> }
    | undefined;
  /**
   * The HubSpot sandbox running in this process (the embedded demo, tests), to make portals on it
   * and to connect to it with OAuth through the public app registered there at start.
   */
  hubspotSandbox:
    | {
        url: string;
        createPortal(): { portalId: string; accessToken: string };
        oauthApp: { clientId: string; clientSecret: string };
      }
    | undefined;
  /** The console build the server serves, for the 440 "reload" answer. */
  webVersion: () => string | undefined;
}

import type { Config } from './config.ts';
import type { SecretBox } from './crypto/secret-box.ts';
import type { Database, Db } from './db/client.ts';
import type { FilesPort } from './files/files.port.ts';
import type { LineEventAccount, LineEventSubscriber } from './line/line-events.ts';
import type { LinePort } from './line/line-port.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Queue } from './queue/queue.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { SlackPort } from './slack/slack.port.ts';

/** The ports core builds from the configuration, whatever modules the build lists. */
export interface CoreDeps {
  config: Config;
  database: Database;
  db: Db;
  queue: Queue;
  mailer: Mailer;
  /** Live inbox signals between server processes (LISTEN/NOTIFY). */
  realtime: Realtime;
  /** Every stored file (uploads, LINE media): named by our ids, on disk under DATA_DIR/files or in S3. */
  files: FilesPort;
  /**
   * Who hears of LINE events, in the order each event reaches them: every listed module's
   * `lineEvents`, gathered by the composition root once the rest of Deps is built.
   */
  lineEventSubscribers: readonly LineEventSubscriber<LineEventAccount>[];
  /** Every call to LINE (or the LINE sandbox), addressed by the channel's credentials. */
  line: LinePort;
  /** Posts to the Slack incoming webhooks accounts save, through the outbound guard. */
  slack: SlackPort;
  /** Seals channel secrets and tokens at rest. */
  secrets: SecretBox;
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

/**
 * What route modules and jobs are given: the core ports, and what modules offer each other (a
 * module declares its service here by augmenting this interface in its own folder, and its
 * definition's `provides` builds it). Built once by the composition root (or the test harness).
 */
export interface Deps extends CoreDeps {}

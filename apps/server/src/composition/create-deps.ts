import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../core/config.ts';
import { createSecretBox, loadSecretKey } from '../core/crypto/secret-box.ts';
import { type Database, openDatabase } from '../core/db/client.ts';
import { runMigrations } from '../core/db/migrate.ts';
import type { CoreDeps, Deps } from '../core/deps.ts';
import { filesForConfig } from '../core/files/files-for-config.ts';
import { lineClient } from '../core/line/line-client.ts';
import type { LineEventAccount, LineEventSubscriber } from '../core/line/line-events.ts';
import { createMailer } from '../core/mail/mailer.ts';
import { startQueue } from '../core/queue/queue.ts';
import { startRealtime } from '../core/realtime/realtime.ts';
import { slackWebhooks } from '../core/slack/slack-webhooks.ts';
import { modules } from './modules.ts';

type Log = { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

/**
 * Opens and migrates the database, starts the queue, builds every core port from the
 * configuration, then what each listed module offers the others.
 */
export async function createDeps(
  config: Config,
  log: Log,
  database?: Database,
  lineSandbox?: CoreDeps['lineSandbox'],
  hubspotSandbox?: CoreDeps['hubspotSandbox'],
): Promise<Deps> {
  const db =
    database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') }));
  await runMigrations(db);
  let webVersion: string | undefined;
  const lineEventSubscribers: LineEventSubscriber<LineEventAccount>[] = [];
  const core: CoreDeps = {
    config,
    database: db,
    db: db.db,
    queue: await startQueue(db, log),
    realtime: await startRealtime(db, log),
    mailer: createMailer(config.mail, db.db, log),
    secrets: createSecretBox(loadSecretKey(config.secretKey, config.dataDir)),
    files: filesForConfig(config),
    slack: slackWebhooks(config),
    line: lineClient(config.line),
    lineEventSubscribers,
    lineSandbox,
    hubspotSandbox,
    webVersion: () => {
      webVersion ??= readVersion(config.webDist);
      return webVersion;
    },
  };
  const deps: Partial<Deps> = { ...core };
  for (const module of modules) Object.assign(deps, module.provides?.(core));
  // Complete: each field a module adds to Deps (by augmentation) is built by that module's `provides`.
  const complete = deps as Deps;
  // Subscribers are built from the whole of Deps (they reach the CRM, Slack …), so they come last.
  for (const module of modules) if (module.lineEvents) lineEventSubscribers.push(module.lineEvents(complete));
  return complete;
}

function readVersion(webDist: string): string | undefined {
  const file = path.join(webDist, 'version.txt');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined;
}

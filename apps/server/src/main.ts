import path from 'node:path';
import {
  type RunningHubspotSandbox,
  type RunningSandbox,
  type RunningSlackSandbox,
  startHubspotSandbox,
  startSandbox,
  startSlackSandbox,
} from '@hubline/sandbox';
import { buildApp } from './app.ts';
import { createDeps } from './composition/create-deps.ts';
import { startWorkers } from './composition/start-workers.ts';
import { ConfigError, loadConfig } from './core/config.ts';
import { hubspotSandboxPort, sandboxPort } from './core/line/sandbox-port.ts';
import { createLogger } from './core/log/logger.ts';
import { seedDemo, seedDemoLine } from './modules/demo/index.ts';

/**
 * The process: `--role=all` (default) serves HTTP and works jobs; `--role=api` only serves;
 * `--role=worker` only works jobs. Any number of each can share one PostgreSQL.
 */
async function main() {
  const roleArg = process.argv.find((arg) => arg.startsWith('--role='))?.slice(7);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ ...process.env, ...(roleArg ? { ROLE: roleArg } : {}) });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  // The demo's LINE: an emulator in this process, reached over HTTP like LINE itself.
  const sandbox: RunningSandbox | undefined = config.embedSandbox
    ? await startSandbox({ host: '127.0.0.1', dataDir: path.join(config.dataDir, 'line-sandbox') })
    : undefined;
  if (sandbox) config.line.sandboxUrl = sandbox.url;
  const lineSandbox = sandbox && sandboxPort(sandbox.control);
  // A HubSpot emulator too, so the HubSpot connector can be tried with no HubSpot account (in memory).
  const hubspot: RunningHubspotSandbox | undefined = config.embedHubspotSandbox
    ? await startHubspotSandbox({ host: '127.0.0.1' })
    : undefined;
  const hubspotSandbox = hubspot && hubspotSandboxPort(hubspot.url, hubspot.control);
  // And a Slack incoming-webhook emulator, so an account's Slack notifications can be tried too.
  const slack: RunningSlackSandbox | undefined = config.embedSlackSandbox
    ? await startSlackSandbox({ host: '127.0.0.1' })
    : undefined;
  if (slack) config.slack.sandboxUrl = slack.url;
  const deps = await createDeps(config, log, undefined, lineSandbox, hubspotSandbox);
  const seeded = config.seedDemo ? await seedDemo(deps.db, config.demo) : undefined;

  const serves = config.role !== 'worker';
  const app = serves ? await buildApp(deps, { logger: log }) : undefined;
  if (config.role !== 'api') await startWorkers(deps);
  if (app) await app.listen({ port: config.port, host: config.host });
  if (seeded && sandbox)
    await seedDemoLine(deps, sandbox.control, { id: seeded.hubId, adminId: seeded.adminId });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app?.close();
    await deps.queue.stop();
    await deps.realtime.close();
    await sandbox?.close();
    await hubspot?.close();
    await slack?.close();
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  const lines = [`Hubline (${config.role}) is ready on ${where}.`];
  if (app) lines.push(`Console: ${config.publicUrl}`);
  if (sandbox) lines.push(`LINE sandbox: ${sandbox.url} — chat as a LINE friend at ${sandbox.url}/phone`);
  if (hubspot) lines.push(`HubSpot sandbox: ${hubspot.url} — connect a hub to it in Account settings → CRM`);
  if (slack)
    lines.push(
      `Slack sandbox: ${slack.url} — a LINE account's Slack URL can be ${slack.control.webhookUrl()}`,
    );
  if (seeded) {
    lines.push('Demo hub created. Sign in with:');
    lines.push(`  administrator  ${config.demo.adminEmail} / ${config.demo.adminPassword}`);
    lines.push(`  agent          ${config.demo.agentEmail} / ${config.demo.agentPassword}`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Hubline failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

import path from 'node:path';
import { buildApp } from './app.ts';
import { createDeps } from './composition/create-deps.ts';
import { startEmbeddedSandboxes } from './composition/embedded-sandboxes.ts';
import { startWorkers } from './composition/start-workers.ts';
import { ConfigError, loadConfig } from './core/config.ts';
import { openDatabase } from './core/db/client.ts';
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
  // The emulators and the database start side by side: both mostly wait on files and sockets.
  const [sandboxes, database] = await Promise.all([
    startEmbeddedSandboxes(config),
    openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') }),
  ]);
  const deps = await createDeps(config, log, database, sandboxes.lineSandbox, sandboxes.hubspotSandbox);
  const seeded = config.seedDemo ? await seedDemo(deps.db, config.demo) : undefined;

  // The port opens first: the API answers without the job workers, whose jobs wait in the queue.
  const app = config.role === 'worker' ? undefined : await buildApp(deps, { logger: log });
  if (app) await app.listen({ port: config.port, host: config.host });
  if (config.role !== 'api') await startWorkers(deps);

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
    await sandboxes.close();
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  const lines = [`Hubline (${config.role}) is ready on ${where}.`];
  if (app) lines.push(`Console: ${config.publicUrl}`);
  lines.push(...sandboxes.facts);
  if (seeded) {
    lines.push('Demo hub created. Sign in with:');
    lines.push(`  administrator  ${config.demo.adminEmail} / ${config.demo.adminPassword}`);
    lines.push(`  agent          ${config.demo.agentEmail} / ${config.demo.agentPassword}`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  // The demo's friends write to the demo account through the sandbox's webhooks, so the port must be open.
  if (seeded && sandboxes.line)
    await seedDemoLine(deps, sandboxes.line.control, { id: seeded.hubId, adminId: seeded.adminId });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Hubline failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});

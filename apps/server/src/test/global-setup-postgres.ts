import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../core/db/client.ts';
import { runMigrations } from '../core/db/migrate.ts';
import { startQueue } from '../core/queue/queue.ts';
import { databaseUrl, POSTGRES_ADMIN_URL } from './postgres-url.ts';

const quiet = { error: () => undefined, warn: () => undefined };

/**
 * Builds a migrated template database; each test file gets `CREATE DATABASE … TEMPLATE` of it.
 * An unreachable server fails the suite: it must never pass by skipping.
 */
export default async function setup(project: TestProject) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect().catch((error: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL} (${error.message}). Start it, or set TEST_POSTGRES_URL.`,
    );
  });
  const template = `hubline_tpl_${process.pid}_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(template) });
  await runMigrations(database);
  const queue = await startQueue(database, quiet);
  await queue.stop();
  await database.close();
  project.provide('postgresTemplate', template);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `${template}_%`],
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

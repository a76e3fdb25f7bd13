import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';
import { asBackground } from './pglite-priority.ts';

const migrationsFolder = path.join(import.meta.dirname, '../../../drizzle');
/** Any constant; api and worker processes starting together take turns on it. */
const MIGRATION_LOCK = 72_411_001;

export async function runMigrations(database: Database): Promise<void> {
  // No request waits on them, and an index built over a big table may take longer than a request's
  // statement is allowed to (client.ts).
  await asBackground(() => migrate(database));
}

async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

export async function ping(database: Database): Promise<void> {
  await database.db.execute(sql`select 1`);
}

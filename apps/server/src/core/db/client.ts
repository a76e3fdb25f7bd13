import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { prioritise } from './pglite-priority.ts';

// No relational (`db.query.*`) API: every query names its tables, so the handle needs no schema.
export type Db = PgDatabase<PgQueryResultHKT>;

/** The database and what else needs the raw handle (migrations, the job queue, shutdown). */
export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; url: string; close: () => Promise<void> };

/**
 * PGlite's WebAssembly heap only grows, and PostgreSQL's defaults size it for a server of its own:
 * 128 MB of shared buffers alone kept idle RSS near 500 MB (issue #17). In one process the
 * operating system's page cache already holds the data files, so a small buffer pool costs
 * little; queries still grow the heap as they need.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'temp_buffers=2MB', 'maintenance_work_mem=16MB'];

/** PostgreSQL when a URL is given; otherwise PGlite, in `dataDir` or in memory. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** A dumped PGlite data dir to start from (tests clone a migrated template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, a terminated backend) is replaced on
    // next use; without a listener its error event would crash the process.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as Db;
    return { kind: 'postgres', db, pool, url: options.databaseUrl, close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  prioritise(pglite);
  const db = drizzlePglite(pglite) as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

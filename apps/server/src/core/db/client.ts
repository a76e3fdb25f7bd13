import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { inBackground, prioritise } from './pglite-priority.ts';

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

/**
 * How long a request's statement may run on PostgreSQL before the server stops it (answered as
 * `error.tooSlow`, core/http/error-handler.ts): a slow search must not hold a connection, and the
 * requests queued behind it, for minutes. Jobs run without a limit (a broadcast resolves 100,000
 * recipients in one statement). PGlite, PostgreSQL compiled to WebAssembly without signals, has no
 * timer to stop a statement with: there, requests go before jobs instead (pglite-priority.ts).
 */
export const REQUEST_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * A pool whose connections stop a statement after `statementTimeoutMs`, except for background work
 * (jobs), whose statements go through a second pool without a limit. Still a `pg.Pool`, which is
 * how drizzle knows to take a connection of its own for a transaction.
 */
class RequestPool extends pg.Pool {
  readonly background: pg.Pool;
  constructor(connectionString: string, statementTimeoutMs: number) {
    super({ connectionString, max: 10, statement_timeout: statementTimeoutMs });
    this.background = new pg.Pool({ connectionString, max: 10 });
  }
  // biome-ignore lint/suspicious/noExplicitAny: pg.Pool's query has many overloads, passed on as given.
  override query(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return inBackground() ? (this.background as any).query(...args) : (super.query as any)(...args);
  }
  // biome-ignore lint/suspicious/noExplicitAny: as above (callback and promise forms).
  override connect(...args: any[]): any {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return inBackground() ? (this.background as any).connect(...args) : (super.connect as any)(...args);
  }
  override async end() {
    await Promise.all([super.end(), this.background.end()]);
  }
}

/** PostgreSQL when a URL is given; otherwise PGlite, in `dataDir` or in memory. */
export async function openDatabase(options: {
  databaseUrl?: string;
  /** On PostgreSQL, the time limit of a request's statements (tests set a short one). */
  statementTimeoutMs?: number;
  dataDir?: string;
  /** A dumped PGlite data dir to start from (tests clone a migrated template). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new RequestPool(
      options.databaseUrl,
      options.statementTimeoutMs ?? REQUEST_STATEMENT_TIMEOUT_MS,
    );
    // An idle connection the server drops (restart, failover, a terminated backend) is replaced on
    // next use; without a listener its error event would crash the process.
    pool.on('error', () => undefined);
    pool.background.on('error', () => undefined);
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

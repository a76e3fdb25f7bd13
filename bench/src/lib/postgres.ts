import { run, throwIfInterrupted, withCleanup } from './process.ts';
import { progress } from './report.ts';

/** The local PostgreSQL the benches create their throw-away databases on. */
export const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };

export function psql(sql: string) {
  return run('psql', ['-h', PG.host, '-p', String(PG.port), '-U', PG.user, '-d', 'postgres', '-Atqc', sql], {
    timeoutMs: 15_000,
    env: { ...process.env, PGCONNECT_TIMEOUT: '3' },
  });
}

/** Undefined when PostgreSQL answers, else the reason. */
export async function postgresUnreachable(): Promise<string | undefined> {
  try {
    await psql('select 1');
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.split('\n').find((line) => line.trim() && !line.startsWith('psql -h')) ?? message;
  }
}

/** Runs `use` on a fresh, empty database, dropped afterwards (also on errors and Ctrl-C). */
export async function withTempDatabase<T>(
  label: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const database = `hubline_bench_${Date.now()}_${process.pid}`;
  throwIfInterrupted();
  await psql(`create database ${database}`);
  const drop = () =>
    psql(`drop database if exists ${database} with (force)`).catch((error: unknown) =>
      progress(`${label}: could not drop database ${database}: ${String(error)}`),
    );
  return withCleanup(drop, () => use(`postgres://${PG.user}@${PG.host}:${PG.port}/${database}`));
}

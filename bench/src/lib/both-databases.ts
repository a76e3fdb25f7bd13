import { PG, postgresUnreachable, withTempDatabase } from './postgres.ts';
import { withTempDir } from './process.ts';
import type { Figure } from './report.ts';
import { progress } from './report.ts';

export interface Where {
  /** A fresh temporary folder: PGlite's data, or a server's other files. */
  dataDir: string;
  /** Set on the PostgreSQL run: a fresh throw-away database. */
  databaseUrl?: string;
}

/**
 * Runs a bench on PGlite, then on a throw-away PostgreSQL database when the local server answers
 * (else a 'skipped' line named `<name>.postgres`), each with a fresh temporary folder.
 */
export async function onBothDatabases(
  name: string,
  run: (label: 'pglite' | 'postgres', where: Where) => Promise<Figure[]>,
): Promise<Figure[]> {
  // BENCH_DATABASES=postgres skips PGlite (its seeding of a million rows is the slow part).
  const figures =
    process.env.BENCH_DATABASES === 'postgres'
      ? []
      : await withTempDir(`${name}-pglite`, (dataDir) => run('pglite', { dataDir }));
  const unreachable = await postgresUnreachable();
  if (unreachable) {
    progress(`${name}: PostgreSQL at ${PG.host}:${PG.port} not reachable (${unreachable})`);
    figures.push({
      name: `${name}.postgres`,
      value: 'skipped',
      detail: `skipped: PostgreSQL not reachable at ${PG.host}:${PG.port}`,
    });
    return figures;
  }
  await withTempDatabase(name, (databaseUrl) =>
    withTempDir(`${name}-postgres`, async (dataDir) => {
      figures.push(...(await run('postgres', { dataDir, databaseUrl })));
    }),
  );
  return figures;
}

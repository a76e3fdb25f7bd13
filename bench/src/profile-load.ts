import autocannon from 'autocannon';
import { PG, postgresUnreachable, withTempDatabase } from './lib/postgres.ts';
import { withTempDir } from './lib/process.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { type RunningServer, signIn, startServer } from './lib/server.ts';

const CONNECTIONS = 20;
const WARMUP_S = 2;
const DURATION_S = 8;

interface Load {
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * GET /api/profile under CONNECTIONS concurrent connections (autocannon), on PGlite and on
 * PostgreSQL. Reference: GET /api/health (one `select 1`) on the same server, same load.
 */
export async function benchProfileLoad(): Promise<Figure[]> {
  const figures: Figure[] = [];
  figures.push(...(await withTempDir('pglite', (dataDir) => onServer('pglite', { dataDir }))));

  const unreachable = await postgresUnreachable();
  if (unreachable) {
    progress(`profile: PostgreSQL at ${PG.host}:${PG.port} not reachable (${unreachable})`);
    figures.push({
      name: 'profile.postgres.rps',
      value: 'skipped',
      detail: `skipped: PostgreSQL not reachable at ${PG.host}:${PG.port}`,
    });
    return figures;
  }
  await withTempDatabase('profile', async (databaseUrl) => {
    figures.push(
      ...(await withTempDir('postgres', (dataDir) => onServer('postgres', { dataDir, databaseUrl }))),
    );
  });
  return figures;
}

async function onServer(
  label: string,
  options: { dataDir: string; databaseUrl?: string },
): Promise<Figure[]> {
  progress(`profile.${label}: starting the server on a fresh database`);
  const server = await startServer(options);
  try {
    const token = await signIn(server.baseUrl);
    const health = await measure(server, '/api/health', {});
    progress(`profile.${label}: health ${fmt(health.rps)} rps, p99 ${fmt(health.p99)} ms`);
    const profile = await measure(server, '/api/profile', { authorization: `Bearer ${token}` });
    progress(`profile.${label}: profile ${fmt(profile.rps)} rps, p99 ${fmt(profile.p99)} ms`);
    const problems = [health, profile].flatMap((load, i) => {
      const what = i === 0 ? 'health' : 'profile';
      return [
        load.non2xx ? `${what}: ${load.non2xx} non-2xx` : '',
        load.errors ? `${what}: ${load.errors} errors` : '',
      ].filter(Boolean);
    });
    return [
      {
        name: `profile.${label}.rps`,
        value: fmt(profile.rps),
        detail:
          `(${ratio(profile.rps, health.rps)} of health ${fmt(health.rps)} rps) ` +
          `p99 ${fmt(profile.p99)} ms (health p99 ${fmt(health.p99)} ms)` +
          (problems.length ? `  WARNING ${problems.join(', ')}` : ''),
      },
    ];
  } finally {
    await server.stop();
  }
}

async function measure(server: RunningServer, path: string, headers: Record<string, string>): Promise<Load> {
  const options = { url: `${server.baseUrl}${path}`, connections: CONNECTIONS, headers };
  await autocannon({ ...options, duration: WARMUP_S });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return {
    // Only successful answers count as throughput.
    rps: result['2xx'] / result.duration,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

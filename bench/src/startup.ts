import { median, run, withTempDir } from './lib/process.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { startServer } from './lib/server.ts';

const RUNS = 3;

/**
 * Time from `npm start` (its script, scripts/start.mjs: console staleness check, then the server)
 * on an existing (migrated, seeded) PGlite data dir to the first 200 from GET /api/health. Reference: a bare `node --import tsx -e 0` (Node + the tsx loader,
 * no application code), measured alternately with the server starts.
 */
export async function benchStartup(): Promise<Figure[]> {
  return withTempDir('startup', async (dataDir) => {
    progress('startup: first run on a fresh data dir (migrate + seed, not counted)');
    const first = await startServer({ dataDir });
    await first.stop();

    const bare: number[] = [];
    const ready: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      bare.push((await run(process.execPath, ['--import', 'tsx', '-e', '0'])).ms);
      const server = await startServer({ dataDir });
      ready.push(server.readyMs);
      await server.stop();
      progress(
        `startup: run ${i + 1}/${RUNS} ready in ${fmt(server.readyMs)} ms (bare node+tsx ${fmt(bare[i] ?? NaN)} ms)`,
      );
    }

    const readyMs = median(ready);
    const bareMs = median(bare);
    return [
      {
        name: 'startup.ready_ms',
        value: fmt(readyMs),
        detail: `(${ratio(readyMs, bareMs)} of node+tsx bare start ${fmt(bareMs)} ms) median of ${RUNS}: ${ready.map((v) => fmt(v)).join(' / ')} ms`,
      },
      {
        name: 'startup.first_run_ms',
        value: fmt(first.readyMs),
        detail: `(${ratio(first.readyMs, bareMs)} of node+tsx bare start) fresh data dir: migrate + seed, 1 run`,
      },
    ];
  });
}

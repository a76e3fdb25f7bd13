import { buildApp } from '../app.ts';
import { createDeps } from '../composition/create-deps.ts';
import { openDatabase } from '../core/db/client.ts';
import type { TestApp } from './harness.ts';

const quiet = { error: () => undefined, warn: () => undefined };

/**
 * Another server process of the same deployment: an API instance (no job workers) with its own
 * connections, realtime listener and sockets, on the PostgreSQL database of `t`, listening on a
 * local port. Only PostgreSQL is shared between processes (PGlite is one process's database).
 */
export async function startSecondApp(t: TestApp) {
  const { database, config } = t.deps;
  if (database.kind !== 'postgres') throw new Error('a second instance needs PostgreSQL (TEST_DB=postgres)');
  const deps = await createDeps(config, quiet, await openDatabase({ databaseUrl: database.url }));
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    deps,
    async close() {
      await app.close();
      await deps.queue.stop();
      await deps.realtime.close();
      await deps.database.close();
    },
  };
}

/** Where an app listening on a local port answers, as ws:// (or http:// with `scheme`). */
export function addressOf(app: TestApp['app'], scheme: 'ws' | 'http' = 'ws') {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a port');
  return `${scheme}://127.0.0.1:${address.port}`;
}

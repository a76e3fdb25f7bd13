import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Queue, startQueue } from '../../../core/queue/queue.ts';
import {
  broadcastStatus,
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
} from '../../../test/delivery-fixtures.ts';
import { eventually, startTestApp, type TestApp } from '../../../test/harness.ts';
import { runBroadcastJob } from './run-broadcast.job.ts';
import { scheduleBroadcastsJob } from './schedule-broadcasts.job.ts';
import { sendBroadcastJob } from './send-broadcast.job.ts';
import { startBroadcast } from './start-broadcast.ts';

const quiet = { error: () => undefined, warn: () => undefined };
const LEASE_SECONDS = '2';

/** A worker process of the same deployment (`--role=worker`), which the test can kill outright. */
function spawnWorker(t: TestApp): ChildProcess {
  const { database, config } = t.deps;
  if (database.kind !== 'postgres' || !t.sandbox) throw new Error('needs PostgreSQL and the LINE sandbox');
  const server = path.resolve(import.meta.dirname, '../../../..');
  // Node itself with tsx's loader, not the tsx command: that one runs the server in a child
  // process, which SIGKILL on the command would leave running.
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--role=worker'], {
    cwd: server,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      // The same data dir holds the secret key the tokens are sealed with.
      DATA_DIR: config.dataDir,
      LINE_SANDBOX_URL: t.sandbox.url,
      LINE_SANDBOX: 'off',
      HUBSPOT_SANDBOX: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      BROADCAST_LEASE_SECONDS: LEASE_SECONDS,
    },
  });
}

const sentBatches = async (t: TestApp, runOf: string) =>
  (
    (await t.deps.db.execute(sql`select count(*)::int as n from broadcast_batches b
      join broadcast_runs r on r.id = b.run_id where r.broadcast_id = ${runOf} and b.status = 'sent'`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n ?? 0;

// A process can only be killed when the database outlives it: PGlite is one process's database.
describe.skipIf(process.env.TEST_DB !== 'postgres')('a worker killed in the middle of a broadcast', () => {
  let t: TestApp;
  let queue: Queue | undefined;
  beforeAll(async () => {
    t = await startTestApp({ BROADCAST_LEASE_SECONDS: LEASE_SECONDS }, { line: true });
    // This process only enqueues until the worker is gone.
    await t.deps.queue.stop();
  });
  afterAll(async () => {
    await queue?.stop();
    await t.close();
  });

  it('leaves its batches to another worker, and every friend gets exactly one message', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'restart', 10_000);
    const broadcast = await givenBroadcast(t.deps, given, { targetLists: [listId] });
    // Slow answers, so the worker dies with batches in flight.
    given.control.setFaults({ rules: [{ pathPrefix: '/v2/bot/message/multicast', slow: 1, slowMs: 1_000 }] });
    const worker = spawnWorker(t);
    const enqueue = await startQueue(t.deps.database, quiet);
    try {
      expect(await startBroadcast({ ...t.deps, queue: enqueue }, given.hubId, broadcast.id)).toEqual({
        started: true,
      });
      expect(
        await eventually(
          () => sentBatches(t, broadcast.id),
          (n) => n > 0,
          20_000,
        ),
      ).toBeGreaterThan(0);
    } finally {
      worker.kill('SIGKILL');
      await enqueue.stop();
    }
    expect(await sentBatches(t, broadcast.id)).toBeLessThan(20);
    given.control.setFaults({ rules: [] });

    // A new worker on the same database; the minute's sweep wakes the run.
    queue = await startQueue(t.deps.database, quiet);
    const deps = { ...t.deps, queue };
    await queue.work([runBroadcastJob(deps), sendBroadcastJob(deps)]);
    await scheduleBroadcastsJob(deps).handle({});
    const done = await eventually(
      () => broadcastStatus(t.deps, broadcast.id),
      (row) => row?.status !== 'sending',
      20_000,
    );
    expect(done).toMatchObject({ status: 'sent' });

    const delivered = new Map<string, number>();
    for (const request of given.control.requests({
      channelId: given.channel.channelId,
      operationId: 'multicast',
    }))
      if (request.status === 200)
        for (const userId of (request.body as { to: string[] }).to)
          delivered.set(userId, (delivered.get(userId) ?? 0) + 1);
    expect(delivered.size).toBe(10_000);
    expect([...delivered.values()].filter((n) => n !== 1)).toEqual([]);
  }, 60_000);
});

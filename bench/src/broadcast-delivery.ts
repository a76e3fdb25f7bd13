import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { getHeapStatistics } from 'node:v8';
import { DEFAULT_LINE_ACCOUNT_OPTIONS } from '@hubline/contract';
import { eq, sql } from 'drizzle-orm';
import { createDeps } from '../../apps/server/src/composition/create-deps.ts';
import { loadConfig } from '../../apps/server/src/core/config.ts';
import { openDatabase } from '../../apps/server/src/core/db/client.ts';
import { broadcasts } from '../../apps/server/src/modules/broadcasts/broadcasts.schema.ts';
import {
  broadcastBatches,
  broadcastRuns,
} from '../../apps/server/src/modules/broadcasts/delivery/delivery.schema.ts';
import { runBroadcastJob } from '../../apps/server/src/modules/broadcasts/delivery/run-broadcast.job.ts';
import { sendBroadcastJob } from '../../apps/server/src/modules/broadcasts/delivery/send-broadcast.job.ts';
import { startBroadcast } from '../../apps/server/src/modules/broadcasts/delivery/start-broadcast.ts';
import { createHub } from '../../apps/server/src/modules/hubs/create-hub.ts';
import { insertAccount } from '../../apps/server/src/modules/line-accounts/line-accounts.repository.ts';
import { seedFriendsInDatabase } from '../../apps/server/src/test/seed-audience.ts';
import { onBothDatabases, type Where } from './lib/both-databases.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';
import { startSandboxThread } from './lib/sandbox-thread.ts';

/**
 * Recipients of each broadcast (BENCH_BROADCAST_RECIPIENTS): the 100,000 by default. The
 * sandbox keeps a delivery counter a friend, so each broadcast is checked to have reached every
 * friend exactly once whatever the size.
 */
const RECIPIENTS = Number(process.env.BENCH_BROADCAST_RECIPIENTS ?? 100_000);
/** LINE's limits as recipients a second: multicast 200 requests/s × 500, push 2,000 requests/s × 1. */
const MULTICAST_LIMIT = 200 * 500;
const PUSH_LIMIT = 2_000;
/** How often the bench looks at the broadcast: the figures' resolution. */
const POLL_MS = 20;
const quiet = { error: () => undefined, warn: () => undefined };
const MiB = 2 ** 20;

/**
 * The broadcast delivery engine against the LINE sandbox (on a thread of its own) with LINE's real
 * rate limits, on PGlite and PostgreSQL: (a) a multicast broadcast and (b) a personalised (push)
 * one, each as a share of LINE's own limit; (c) the engine alone, with the sandbox's and the
 * engine's rate limits off: recipients a second and the peak memory. Each time is from the start
 * to the broadcast marked sent, resolving the recipients included (printed apart).
 */
export async function benchBroadcastDelivery(): Promise<Figure[]> {
  return onBothDatabases('broadcast', onDatabase);
}

async function onDatabase(label: string, where: Where): Promise<Figure[]> {
  const name = `broadcast.${label}`;
  const sandbox = await startSandboxThread();
  const config = loadConfig({
    DATA_DIR: where.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    LINE_SANDBOX_URL: sandbox.url,
    ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
  });
  const database = await openDatabase(
    where.databaseUrl ? { databaseUrl: where.databaseUrl } : { dataDir: path.join(where.dataDir, 'pglite') },
  );
  const deps = await createDeps(config, quiet, database);
  try {
    await deps.queue.work([runBroadcastJob(deps), sendBroadcastJob(deps)]);
    const hub = await createHub(deps.db, { name: 'Bench hub' });
    const channel = await sandbox.createChannel('Bench');
    const account = await insertAccount(deps.db, {
      hubId: hub.id,
      seq: 1,
      platform: 'sandbox',
      channelId: channel.channelId,
      channelSecret: deps.secrets.seal(channel.channelSecret),
      accessToken: deps.secrets.seal(channel.accessToken),
      tokenKind: 'long',
      botUserId: channel.botUserId,
      basicId: channel.basicId,
      name: 'Bench',
      options: DEFAULT_LINE_ACCOUNT_OPTIONS,
    });
    if (!account) throw new Error('account insert returned nothing');
    progress(`${name}: seeding ${RECIPIENTS} friends in a list`);
    await sandbox.seedFriends(channel.channelId, 'bench', RECIPIENTS);
    const listId = await seedFriendsInDatabase(deps.db, { hubId: hub.id, account }, 'bench', RECIPIENTS);
    let sent = 0;
    const send = async (text: string) => {
      const [row] = await deps.db
        .insert(broadcasts)
        .values({
          hubId: hub.id,
          lineAccountId: account.id,
          name: text,
          sender: { kind: 'account' },
          targetLists: [listId],
          messages: [{ type: 'text', text }],
        })
        .returning();
      if (!row) throw new Error('broadcast insert returned nothing');
      const started = performance.now();
      let resolvedAt: number | undefined;
      let firstBatchAt: number | undefined;
      await startBroadcast(deps, hub.id, row.id);
      for (;;) {
        const [now] = await deps.db
          .select({
            status: broadcasts.status,
            failureReason: broadcasts.failureReason,
            run: broadcastRuns.status,
            // A batch taken by a sender: sending has begun (the run may still be resolving).
            sending: sql<boolean>`exists (select 1 from ${broadcastBatches} b
              where b.run_id = ${broadcastRuns.id} and b.status <> 'pending')`,
          })
          .from(broadcasts)
          .leftJoin(broadcastRuns, eq(broadcastRuns.broadcastId, broadcasts.id))
          .where(eq(broadcasts.id, row.id));
        if (resolvedAt === undefined && now?.run && now.run !== 'resolving') resolvedAt = performance.now();
        if (firstBatchAt === undefined && now?.sending) firstBatchAt = performance.now();
        if (now?.status === 'sent') break;
        if (now?.status !== 'sending')
          throw new Error(`broadcast ended ${now?.status} ${now?.failureReason ?? ''}`);
        await sleep(POLL_MS);
      }
      const ended = performance.now();
      sent += 1;
      await exactlyOnce(sent);
      const since = (at: number | undefined) => ((at ?? ended) - started) / 1000;
      return { seconds: since(ended), resolveS: since(resolvedAt), firstBatchS: since(firstBatchAt) };
    };
    // Every friend has had each broadcast so far once: no one missed, no one twice.
    const exactlyOnce = async (times: number) => {
      const counts = await sandbox.deliveries(channel.channelId);
      const wrong = Object.values(counts).filter((n) => n !== times).length;
      const friends = Object.keys(counts).length;
      if (friends !== RECIPIENTS || wrong > 0)
        throw new Error(`not exactly once: ${friends} friends reached, ${wrong} of them not ${times} times`);
    };

    progress(`${name}: multicast to ${RECIPIENTS} with LINE's rate limits`);
    const multicast = await send('Spring sale starts today');
    progress(`${name}: personalised push to ${RECIPIENTS} with LINE's rate limits`);
    const push = await send('Hi {{firstname}}, spring sale starts today');

    progress(`${name}: the engine alone (rate limits off)`);
    await sandbox.rateLimits(false);
    config.broadcasts.rateLimits = false;
    const baseHeap = getHeapStatistics().used_heap_size;
    const baseRss = process.memoryUsage().rss;
    let peakHeap = baseHeap;
    let peakRss = baseRss;
    // The sandbox thread shares the process: its heap (LINE's side) is told apart from the engine's.
    let peakSandbox = await sandbox.heapUsed();
    const sampler = setInterval(() => {
      peakHeap = Math.max(peakHeap, getHeapStatistics().used_heap_size);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      void sandbox.heapUsed().then((used) => {
        peakSandbox = Math.max(peakSandbox, used);
      });
    }, 25);
    const engine = await send('Engine alone').finally(() => clearInterval(sampler));

    const rate = (seconds: number) => RECIPIENTS / seconds;
    type Run = { seconds: number; resolveS: number; firstBatchS: number };
    const took = (run: Run) =>
      `${RECIPIENTS} in ${fmt(run.seconds, 2)} s (first batch after ${fmt(run.firstBatchS, 2)} s, resolved after ${fmt(run.resolveS, 2)} s), each once`;
    progress(
      `${name}: multicast ${fmt(multicast.seconds, 2)} s, push ${fmt(push.seconds, 2)} s, engine alone ${fmt(engine.seconds, 2)} s`,
    );
    return [
      {
        name: `${name}.multicast_recipients_per_s`,
        value: fmt(rate(multicast.seconds)),
        detail: `(${ratio(rate(multicast.seconds), MULTICAST_LIMIT)} of LINE's 200 req/s × 500) ${took(multicast)}`,
      },
      {
        // The send phase alone, what LINE's rate limit bounds: from the first batch taken (sending
        // starts while the rest of the audience is resolved) to the broadcast marked sent.
        name: `${name}.multicast_sending_recipients_per_s`,
        value: fmt(rate(multicast.seconds - multicast.firstBatchS)),
        detail: `(${ratio(rate(multicast.seconds - multicast.firstBatchS), MULTICAST_LIMIT)} of LINE's 200 req/s × 500) from the first batch to the last`,
      },
      {
        name: `${name}.push_recipients_per_s`,
        value: fmt(rate(push.seconds)),
        detail: `(${ratio(rate(push.seconds), PUSH_LIMIT)} of LINE's 2,000 push/s) ${took(push)}`,
      },
      {
        name: `${name}.engine_recipients_per_s`,
        value: fmt(rate(engine.seconds)),
        detail: `(${ratio(rate(engine.seconds), MULTICAST_LIMIT)} of LINE's multicast limit) rate limits off, ${took(engine)}; engine heap peak +${fmt((peakHeap - baseHeap) / MiB)} MiB, process RSS peak ${fmt(peakRss / MiB)} MiB (${fmt(baseRss / MiB)} MiB before the run; the sandbox thread included, its heap peak ${fmt(peakSandbox / MiB)} MiB)`,
      },
    ];
  } finally {
    await deps.queue.stop();
    await deps.realtime.close();
    await deps.database.close();
    await sandbox.close();
  }
}

import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_LINE_ACCOUNT_OPTIONS } from '@hubline/contract';
import { startSandbox } from '@hubline/sandbox';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/core/config.ts';
import { openDatabase } from '../../apps/server/src/core/db/client.ts';
import { createDeps } from '../../apps/server/src/core/runtime.ts';
import { broadcasts } from '../../apps/server/src/modules/broadcasts/broadcasts.schema.ts';
import { runBroadcastJob } from '../../apps/server/src/modules/broadcasts/delivery/run-broadcast.job.ts';
import { seedFriendsInList } from '../../apps/server/src/modules/broadcasts/delivery/seed-audience.ts';
import { sendBroadcastJob } from '../../apps/server/src/modules/broadcasts/delivery/send-broadcast.job.ts';
import { startBroadcast } from '../../apps/server/src/modules/broadcasts/delivery/start-broadcast.ts';
import { createHub } from '../../apps/server/src/modules/hubs/create-hub.ts';
import { insertAccount } from '../../apps/server/src/modules/line-accounts/line-accounts.repository.ts';
import { onBothDatabases, type Where } from './lib/both-databases.ts';
import { type Figure, fmt, progress, ratio } from './lib/report.ts';

/**
 * Recipients of each broadcast (BENCH_BROADCAST_RECIPIENTS, default 20,000). The issue asks for
 * 100,000; the in-process sandbox keeps every delivered message and pushes at LINE's 2,000/s take
 * 50 s a database, so the default is smaller: the figures are rates, comparable across sizes.
 */
const RECIPIENTS = Number(process.env.BENCH_BROADCAST_RECIPIENTS ?? 20_000);
/** LINE's limits as recipients a second: multicast 200 requests/s × 500, push 2,000 requests/s × 1. */
const MULTICAST_LIMIT = 200 * 500;
const PUSH_LIMIT = 2_000;
const quiet = { error: () => undefined, warn: () => undefined };

/**
 * The broadcast delivery engine against the LINE sandbox (in this process) with LINE's real rate
 * limits, on PGlite and PostgreSQL: (a) a multicast broadcast and (b) a personalised (push) one,
 * each as a share of LINE's own limit; (c) the engine alone, with the sandbox's and the engine's
 * rate limits off: recipients a second and the peak memory above the idle process.
 */
export async function benchBroadcastDelivery(): Promise<Figure[]> {
  return onBothDatabases('broadcast', onDatabase);
}

async function onDatabase(label: string, where: Where): Promise<Figure[]> {
  const name = `broadcast.${label}`;
  const sandbox = await startSandbox({ host: '127.0.0.1', rateLimits: true });
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
    const channel = sandbox.control.createChannel({ displayName: 'Bench' });
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
    const listId = await seedFriendsInList(
      deps.db,
      sandbox.control,
      { hubId: hub.id, account, channel },
      'bench',
      RECIPIENTS,
    );
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
      await startBroadcast(deps, hub.id, row.id);
      for (;;) {
        const [now] = await deps.db
          .select({ status: broadcasts.status, failureReason: broadcasts.failureReason })
          .from(broadcasts)
          .where(eq(broadcasts.id, row.id));
        if (now?.status === 'sent') return (performance.now() - started) / 1000;
        if (now?.status !== 'sending')
          throw new Error(`broadcast ended ${now?.status} ${now?.failureReason ?? ''}`);
        await sleep(20);
      }
    };

    progress(`${name}: multicast to ${RECIPIENTS} with LINE's rate limits`);
    const multicastS = await send('Spring sale starts today');
    progress(`${name}: personalised push to ${RECIPIENTS} with LINE's rate limits`);
    const pushS = await send('Hi {{firstname}}, spring sale starts today');

    progress(`${name}: the engine alone (rate limits off)`);
    sandbox.control.configure({ rateLimits: false });
    config.broadcasts.rateLimits = false;
    const base = process.memoryUsage().rss;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 25);
    const engineS = await send('Engine alone').finally(() => clearInterval(sampler));

    const rate = (seconds: number) => RECIPIENTS / seconds;
    progress(
      `${name}: multicast ${fmt(multicastS, 2)} s, push ${fmt(pushS, 2)} s, engine alone ${fmt(engineS, 2)} s`,
    );
    return [
      {
        name: `${name}.multicast_recipients_per_s`,
        value: fmt(rate(multicastS)),
        detail: `(${ratio(rate(multicastS), MULTICAST_LIMIT)} of LINE's 200 req/s × 500) ${RECIPIENTS} recipients in ${fmt(multicastS, 2)} s`,
      },
      {
        name: `${name}.push_recipients_per_s`,
        value: fmt(rate(pushS)),
        detail: `(${ratio(rate(pushS), PUSH_LIMIT)} of LINE's 2,000 push/s) ${RECIPIENTS} in ${fmt(pushS, 2)} s`,
      },
      {
        name: `${name}.engine_recipients_per_s`,
        value: fmt(rate(engineS)),
        detail: `(${ratio(rate(engineS), MULTICAST_LIMIT)} of LINE's multicast limit) rate limits off; peak RSS +${fmt((peak - base) / 2 ** 20)} MiB (sandbox in the same process)`,
      },
    ];
  } finally {
    await deps.queue.stop();
    await deps.realtime.close();
    await deps.database.close();
    await sandbox.close();
  }
}

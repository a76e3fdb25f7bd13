import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueue } from '../../../core/queue/queue.ts';
import {
  broadcastStatus,
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  runsOf,
  seededUserId,
} from '../../../test/delivery-fixtures.ts';
import { eventually, startTestApp, type TestApp } from '../../../test/harness.ts';
import { lineAccounts } from '../../line-accounts/line-accounts.schema.ts';
import { runBroadcastJob } from './run-broadcast.job.ts';
import { scheduleBroadcastsJob } from './schedule-broadcasts.job.ts';
import { sendBroadcastJob } from './send-broadcast.job.ts';
import { startBroadcast } from './start-broadcast.ts';

let t: TestApp;
beforeAll(async () => {
  // Short leases and timeouts, so a lost request or a dead worker is retried within the test.
  t = await startTestApp(
    { BROADCAST_LEASE_SECONDS: '2', BROADCAST_REQUEST_TIMEOUT_MS: '500' },
    { line: true },
  );
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof givenBroadcastAccount>>;

/** What each seeded friend received from the bot: texts, in order. */
function inboxes(given: Account, prefix: string, count: number) {
  return Array.from({ length: count }, (_, i) =>
    given.control
      .inbox(given.channel.channelId, seededUserId(prefix, i))
      .map((entry) => (entry.message as { text?: string }).text ?? ''),
  );
}

const finished = (status: string | undefined) => status !== 'sending';
async function untilFinished(broadcastId: string, timeoutMs = 20_000) {
  return eventually(
    () => broadcastStatus(t.deps, broadcastId),
    (row) => finished(row?.status),
    timeoutMs,
  );
}

describe('sending a broadcast', () => {
  it('starts once when started twice at the same time, and each friend gets the message once', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'twice', 6);
    const broadcast = await givenBroadcast(t.deps, given, { status: 'scheduled', targetLists: [listId] });

    const starts = await Promise.all([
      startBroadcast(t.deps, given.hubId, broadcast.id),
      startBroadcast(t.deps, given.hubId, broadcast.id),
    ]);
    expect(starts.filter((s) => s.started)).toHaveLength(1);
    expect(await untilFinished(broadcast.id)).toEqual({ status: 'sent', failureReason: null });
    expect(inboxes(given, 'twice', 6)).toEqual(Array(6).fill(['Spring sale starts today']));
    const [run] = await runsOf(t.deps, broadcast.id);
    expect(run).toMatchObject({
      status: 'sent',
      mode: 'multicast',
      totalRecipients: 6,
      sentCount: 6,
      failedCount: 0,
    });
    // A sent broadcast does not start again.
    expect(await startBroadcast(t.deps, given.hubId, broadcast.id)).toEqual({ started: false });
  });

  it('pushes personalised messages one friend at a time, with their contact tokens filled', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'tokens', 4);
    const broadcast = await givenBroadcast(t.deps, given, {
      targetLists: [listId],
      messages: [
        { type: 'text', text: 'Hi {{ firstname }}!' },
        {
          type: 'flex',
          altText: 'Menu',
          contents: { type: 'bubble', body: { type: 'box', layout: 'vertical', contents: [] } },
        },
      ],
    });

    expect(await startBroadcast(t.deps, given.hubId, broadcast.id)).toEqual({ started: true });
    expect(await untilFinished(broadcast.id)).toMatchObject({ status: 'sent' });
    expect(inboxes(given, 'tokens', 4)).toEqual([0, 1, 2, 3].map((i) => [`Hi Friend ${i}!`, '']));
    const [run] = await runsOf(t.deps, broadcast.id);
    expect(run).toMatchObject({ mode: 'push', sentCount: 4 });
  });

  it('delivers 10,000 friends exactly once through 10% faults, with two workers on the run', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'faults', 10_000);
    const broadcast = await givenBroadcast(t.deps, given, { targetLists: [listId] });
    // A second worker process's queue on the same database: both drain the run's batches.
    const queue = await startQueue(t.deps.database, { error: () => undefined, warn: () => undefined });
    const other = { ...t.deps, queue };
    await queue.work([runBroadcastJob(other), sendBroadcastJob(other)]);
    given.control.setFaults({
      seed: 6,
      rules: [
        {
          pathPrefix: '/v2/bot/message/',
          rateLimited: 0.03,
          serverError: 0.03,
          drop: 0.01,
          dropAfterProcessing: 0.01,
          slow: 0.02,
          slowMs: 1_000,
        },
      ],
    });
    try {
      expect(await startBroadcast(t.deps, given.hubId, broadcast.id)).toEqual({ started: true });
      expect(await untilFinished(broadcast.id, 25_000)).toMatchObject({ status: 'sent' });
    } finally {
      given.control.setFaults({ rules: [] });
      await queue.stop();
    }
    // Every multicast LINE accepted (including those whose answer was lost) delivered its list once.
    const delivered = new Map<string, number>();
    const multicasts = given.control.requests({
      channelId: given.channel.channelId,
      operationId: 'multicast',
    });
    for (const request of multicasts.filter((r) => r.status === 200))
      for (const userId of (request.body as { to: string[] }).to)
        delivered.set(userId, (delivered.get(userId) ?? 0) + 1);
    expect(delivered.size).toBe(10_000);
    expect([...delivered.values()].filter((n) => n !== 1)).toEqual([]);
    // The faults did happen (the seed fixes which requests, in arrival order, meet them).
    const statuses = new Set(multicasts.map((r) => r.status));
    expect([429, 500].every((status) => statuses.has(status))).toBe(true);
    // The friends' phones agree: the sandbox counted one send reaching each of the 10,000.
    const reached = given.control.deliveries(given.channel.channelId);
    expect(Object.keys(reached)).toHaveLength(10_000);
    expect(Object.values(reached).filter((n) => n !== 1)).toEqual([]);
  }, 60_000);

  it('fails with invalidToken when LINE refuses the account token, and sends nothing', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'token', 3);
    await t.deps.db
      .update(lineAccounts)
      .set({ accessToken: t.deps.secrets.seal('garbage') })
      .where(eq(lineAccounts.id, given.account.id));
    const broadcast = await givenBroadcast(t.deps, given, { targetLists: [listId] });

    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilFinished(broadcast.id)).toEqual({
      status: 'failure',
      failureReason: 'broadcast.failure.invalidToken',
    });
    expect(inboxes(given, 'token', 3).flat()).toEqual([]);
  });

  it('fails with sendLimit rather than send part when the monthly quota cannot cover the recipients', async () => {
    const given = await givenBroadcastAccount(t, { quota: 2 });
    const listId = await givenFriendsInList(t, given, 'quota', 3);
    const broadcast = await givenBroadcast(t.deps, given, { targetLists: [listId] });

    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilFinished(broadcast.id)).toEqual({
      status: 'failure',
      failureReason: 'broadcast.failure.sendLimit',
    });
    expect(inboxes(given, 'quota', 3).flat()).toEqual([]);
    const [run] = await runsOf(t.deps, broadcast.id);
    expect(run).toMatchObject({ status: 'failure', failureReason: 'broadcast.failure.sendLimit' });
  });

  it("starts scheduled broadcasts whose time has come at the minute's sweep, and no others", async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'due', 2);
    const due = await givenBroadcast(t.deps, given, {
      status: 'scheduled',
      targetLists: [listId],
      broadcastDate: new Date(Date.now() - 1_000),
    });
    const later = await givenBroadcast(t.deps, given, {
      status: 'scheduled',
      targetLists: [listId],
      broadcastDate: new Date(Date.now() + 3_600_000),
    });

    await scheduleBroadcastsJob(t.deps).handle({});
    expect(await untilFinished(due.id)).toMatchObject({ status: 'sent' });
    expect(await broadcastStatus(t.deps, later.id)).toMatchObject({ status: 'scheduled' });
  });
});

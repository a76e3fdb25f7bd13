import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  broadcastStatus,
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
} from '../../../test/delivery-fixtures.ts';
import { eventually, startTestApp, type TestApp } from '../../../test/harness.ts';
import { broadcastRecipients, broadcastRuns } from './delivery.schema.ts';
import { runBroadcastJob } from './run-broadcast.job.ts';
import { sendBroadcastJob } from './send-broadcast.job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ BROADCAST_LEASE_SECONDS: '2' }, { line: true });
});
afterAll(() => t.close());

const batchesOf = async (runId: string) =>
  (
    (await t.deps.db.execute(sql`select number, status, first_user_id as "first", last_user_id as "last"
      from broadcast_batches where run_id = ${runId} order by number`)) as unknown as {
      rows: { number: number; status: string; first: string; last: string }[];
    }
  ).rows;

const runStatus = async (runId: string) =>
  (await t.deps.db.select().from(broadcastRuns).where(eq(broadcastRuns.id, runId)))[0];

describe('a broadcast sent while its audience is resolved', () => {
  it('sends its first batches before resolution ends, and after a crash mid-resolution each friend gets it once', async () => {
    const given = await givenBroadcastAccount(t);
    // 3,000 friends: a first chunk of 4 batches (2,000), then the other 1,000.
    const listId = await givenFriendsInList(t, given, 'chunks', 3_000);
    const broadcast = await givenBroadcast(t.deps, given, { status: 'sending', targetLists: [listId] });
    const [run] = await t.deps.db
      .insert(broadcastRuns)
      .values({ hubId: given.hubId, broadcastId: broadcast.id, lineAccountId: given.account.id })
      .returning();
    if (!run) throw new Error('no run');

    // The run job's process dies right after writing its first chunk, as it hands it to senders.
    const dying = {
      ...t.deps,
      queue: {
        ...t.deps.queue,
        send: () => Promise.reject(new Error('the process died')),
      },
    };
    await expect(runBroadcastJob(dying).handle({ runId: run.id })).rejects.toThrow('the process died');
    expect(await runStatus(run.id)).toMatchObject({ status: 'resolving', mode: 'multicast' });
    expect(await batchesOf(run.id)).toHaveLength(4);

    // A sender sends those batches while the run is still resolving, and waits for more.
    const sender = sendBroadcastJob(t.deps).handle({ runId: run.id });
    const sent = await eventually(
      () => batchesOf(run.id),
      (rows) => rows.every((row) => row.status === 'sent'),
    );
    expect(sent.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(await runStatus(run.id)).toMatchObject({ status: 'resolving' });
    expect(Object.keys(given.control.deliveries(given.channel.channelId))).toHaveLength(2_000);

    // Resolution is taken up again (twice at once, as the sweep and a retry may): it goes on after
    // the last friend written, and the waiting sender sends the rest.
    await Promise.all([
      runBroadcastJob(t.deps).handle({ runId: run.id }),
      runBroadcastJob(t.deps).handle({ runId: run.id }),
    ]);
    await sender;
    expect(
      await eventually(
        () => broadcastStatus(t.deps, broadcast.id),
        (row) => row?.status !== 'sending',
      ),
    ).toEqual({
      status: 'sent',
      failureReason: null,
    });
    expect(await runStatus(run.id)).toMatchObject({ status: 'sent', totalRecipients: 3_000, batchCount: 6 });

    // One recipient row a friend, batches in LINE user id order without overlap.
    const recipients = await t.deps.db
      .select({ n: sql<number>`count(distinct ${broadcastRecipients.lineUserId})::int` })
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.runId, run.id));
    expect(recipients[0]?.n).toBe(3_000);
    const batches = await batchesOf(run.id);
    expect(batches.map((row) => row.number)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 1; i < batches.length; i++)
      expect((batches[i - 1]?.last ?? '') < (batches[i]?.first ?? '')).toBe(true);
    // Every friend's phone got the broadcast exactly once.
    const reached = given.control.deliveries(given.channel.channelId);
    expect(Object.keys(reached)).toHaveLength(3_000);
    expect(Object.values(reached).filter((n) => n !== 1)).toEqual([]);
  }, 60_000);
});

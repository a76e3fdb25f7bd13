import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  broadcastStatus,
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  recipientsOf,
  runsOf,
  seededUserId,
} from '../../../test/delivery-fixtures.ts';
import { eventually, startTestApp, type TestApp } from '../../../test/harness.ts';
import { startBroadcast } from './start-broadcast.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof givenBroadcastAccount>>;

/** Versions A and B of one A/B test to the list, as create-ab-test and the composer leave them. */
async function givenPair(given: Account, listId: string, splitPercent: number, id?: string) {
  const pair = { targetLists: [listId], abSplitPercent: splitPercent, abWinnerRule: 'opened' as const };
  const a = await givenBroadcast(t.deps, given, {
    ...pair,
    ...(id ? { id } : {}),
    abVariant: 'A',
    messages: [{ type: 'text', text: 'Version A' }],
  });
  const b = await givenBroadcast(t.deps, given, {
    ...pair,
    abPairId: a.id,
    abVariant: 'B',
    messages: [{ type: 'text', text: 'Version B' }],
  });
  await t.deps.db.execute(`update broadcasts set ab_pair_id = '${a.id}' where id = '${a.id}'`);
  return { a, b };
}

const untilSent = (id: string) =>
  eventually(
    () => broadcastStatus(t.deps, id),
    (row) => row?.status !== 'sending',
    20_000,
  );

/** What each seeded friend received: texts, in order. */
const inboxes = (given: Account, prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    given.control
      .inbox(given.channel.channelId, seededUserId(prefix, i))
      .map((entry) => (entry.message as { text?: string }).text ?? ''),
  );

async function recipientsOfVersion(broadcastId: string) {
  const [run] = await runsOf(t.deps, broadcastId);
  if (!run) return [];
  return (await recipientsOf(t.deps, run.id)).map((r) => r.lineUserId).sort();
}

describe('sending an A/B test', () => {
  it('splits the one audience: the split share gets A, the rest B, nobody both, each once', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'split', 10);
    const { a, b } = await givenPair(given, listId, 30);

    // Both versions started at once (two clicks, one on each): the pair goes once.
    const starts = await Promise.all([
      startBroadcast(t.deps, given.hubId, b.id),
      startBroadcast(t.deps, given.hubId, a.id),
      startBroadcast(t.deps, given.hubId, a.id),
    ]);
    expect(starts.filter((s) => s.started)).toHaveLength(1);
    expect(await untilSent(a.id)).toEqual({ status: 'sent', failureReason: null });
    expect(await untilSent(b.id)).toEqual({ status: 'sent', failureReason: null });

    const received = inboxes(given, 'split', 10);
    expect(received.filter((texts) => texts.join() === 'Version A')).toHaveLength(3);
    expect(received.filter((texts) => texts.join() === 'Version B')).toHaveLength(7);
    const [toA, toB] = [await recipientsOfVersion(a.id), await recipientsOfVersion(b.id)];
    expect(toA).toHaveLength(3);
    expect(toB).toHaveLength(7);
    expect(toA.filter((id) => toB.includes(id))).toEqual([]);
    expect((await runsOf(t.deps, a.id))[0]).toMatchObject({ totalRecipients: 3, sentCount: 3 });
    expect((await runsOf(t.deps, b.id))[0]).toMatchObject({ totalRecipients: 7, sentCount: 7 });
    // A pair that went does not go again, from either version.
    expect(await startBroadcast(t.deps, given.hubId, b.id)).toEqual({ started: false });
  });

  it('ranks the audience by a hash of the pair, not by the order of LINE user ids', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'again', 8);
    // Fixed pair ids: the hash, and so the split, is the same on every run of the test.
    const first = await givenPair(given, listId, 50, '00000000-0000-4000-8000-00000000000a');
    const second = await givenPair(given, listId, 50, '00000000-0000-4000-8000-00000000000b');
    for (const pair of [first, second]) {
      await startBroadcast(t.deps, given.hubId, pair.a.id);
      await untilSent(pair.b.id);
      await untilSent(pair.a.id);
    }
    const firstA = await recipientsOfVersion(first.a.id);
    expect(firstA).toHaveLength(4);
    expect(await recipientsOfVersion(first.b.id)).toHaveLength(4);
    // Another pair hashes differently: the split is not the first half of the ids.
    const ids = Array.from({ length: 8 }, (_, i) => seededUserId('again', i)).sort();
    const splits = [firstA, await recipientsOfVersion(second.a.id)];
    expect(splits.every((split) => split.length === 4)).toBe(true);
    expect(splits.some((split) => split.join() !== ids.slice(0, 4).join())).toBe(true);
  });

  it('does not send half a pair: a version alone does not go when the other has gone', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'half', 2);
    const { a, b } = await givenPair(given, listId, 50);
    await t.deps.db.execute(`update broadcasts set status = 'sent' where id = '${b.id}'`);
    expect(await startBroadcast(t.deps, given.hubId, a.id)).toEqual({ started: false });
    expect(await broadcastStatus(t.deps, a.id)).toEqual({ status: 'draft', failureReason: null });
    expect(await runsOf(t.deps, a.id)).toEqual([]);
  });
});

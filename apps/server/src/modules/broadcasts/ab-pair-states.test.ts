import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { broadcastCalls, minutesFromNow } from './broadcast-fixtures.ts';
import { broadcasts } from './broadcasts.schema.ts';
import {
  broadcastStatus,
  givenBroadcastAccount,
  givenFriendsInList,
  seededUserId,
  untilSendingEnds,
} from './delivery/delivery-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(async () => t.close());

const FOLLOWS = {
  code: 'broadcast.error.followsVersionA',
  msg: '"Launch (B)" is version B of an A/B test: it goes out with version A, at its date. Schedule, send or change the date on version A.',
};

/**
 * An A/B pair to friends of a sandbox account, made and test-sent through the API as the
 * composer does; version A dated an hour ahead (`quota`: the account's monthly limit).
 */
let pairs = 0;
async function givenPair(quota?: number) {
  const given = await givenBroadcastAccount(t, { quota });
  // Each pair its own friends: the sandbox's user ids are global.
  const friends = `pair${++pairs}`;
  const listId = await givenFriendsInList(t, given, friends, 3);
  const member = await signedInMember(t, { hubId: given.hubId });
  const calls = broadcastCalls(member.call, given.account.id);
  const a = await calls.created({ name: 'Launch', targetLists: [listId], broadcastDate: minutesFromNow(60) });
  const b = (await member.call('POST', `/line/broadcast-setting/${a}/create-ab-test`)).json().id as string;
  for (const id of [a, b]) {
    const tested = await member.call('POST', '/line/broadcast-setting/test', {
      id,
      to: { kind: 'lineUserId', lineUserId: seededUserId(friends, 0) },
    });
    expect(tested.json()).toEqual({ msg: 'Sent Success.' });
  }
  const state = async (id: string) => {
    const { status, broadcastDate, abTest } = (await calls.get(id)).json();
    return { status, broadcastDate, paired: abTest !== null };
  };
  const tabs = async () => {
    const { draft, scheduled, sent, failure } = (
      await member.call('GET', '/line/broadcast-settings/draft')
    ).json();
    return { draft, scheduled, sent, failure };
  };
  return { ...given, ...calls, call: member.call, a, b, state, tabs };
}

describe("version B of an A/B test follows version A's state", () => {
  it('is scheduled with A at its date, follows its new date, and goes back to draft with it', async () => {
    const p = await givenPair();
    const aDate = (await p.state(p.a)).broadcastDate;
    expect(await p.state(p.b)).toEqual({ status: 'draft', broadcastDate: aDate, paired: true });

    // B alone cannot be scheduled, sent or unscheduled: refused, and nothing changes.
    expect((await p.action('schedule', [p.b])).json()).toEqual(FOLLOWS);
    expect((await p.action('execute', [p.b])).json()).toEqual(FOLLOWS);
    expect(await p.tabs()).toEqual({ draft: 2, scheduled: 0, sent: 0, failure: 0 });

    expect((await p.action('schedule', [p.a])).json()).toEqual({ msg: 'Scheduled.', count: 1 });
    expect(await p.state(p.b)).toEqual({ status: 'scheduled', broadcastDate: aDate, paired: true });
    expect(await p.tabs()).toEqual({ draft: 0, scheduled: 2, sent: 0, failure: 0 });
    expect((await p.action('schedule/cancel', [p.b])).json()).toEqual(FOLLOWS);

    // B's date is A's: saving it as it is works, another date is refused and not saved.
    const moved = await p.call('PATCH', '/line/broadcast-setting', {
      id: p.b,
      broadcastDate: minutesFromNow(90),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual(FOLLOWS);
    const same = await p.call('PATCH', '/line/broadcast-setting', { id: p.b, broadcastDate: aDate });
    expect(same.json().broadcast).toMatchObject({ status: 'scheduled', broadcastDate: aDate });
    expect(
      (await p.call('PATCH', '/line/broadcast-setting', { id: p.b, broadcastDate: null })).json(),
    ).toEqual(FOLLOWS);

    // A moved to another date takes B with it.
    const later = new Date(Date.now() + 120 * 60_000).toISOString();
    expect(
      (await p.call('PATCH', '/line/broadcast-setting', { id: p.a, broadcastDate: later })).statusCode,
    ).toBe(200);
    expect(await p.state(p.b)).toEqual({ status: 'scheduled', broadcastDate: later, paired: true });

    // Edit and reschedule: A back to draft takes B back too.
    expect((await p.action('schedule/cancel', [p.a])).statusCode).toBe(200);
    expect(await p.state(p.b)).toEqual({ status: 'draft', broadcastDate: later, paired: true });
    expect(await p.tabs()).toEqual({ draft: 2, scheduled: 0, sent: 0, failure: 0 });
  });

  it("goes out at A's time, and each version ends as its run does", async () => {
    const p = await givenPair();
    await p.action('schedule', [p.a]);
    // The clock reaches the pair's date.
    await t.deps.db
      .update(broadcasts)
      .set({ broadcastDate: new Date(Date.now() - 1_000) })
      .where(inArray(broadcasts.id, [p.a, p.b]));
    await t.deps.jobs.broadcastSchedule.handle({});
    expect(await untilSendingEnds(t, p.a)).toMatchObject({ status: 'sent' });
    expect(await untilSendingEnds(t, p.b)).toMatchObject({ status: 'sent' });
    expect(await p.tabs()).toEqual({ draft: 0, scheduled: 0, sent: 2, failure: 0 });

    // A quota that cannot cover the pair's audience: both versions end in failure.
    const short = await givenPair(2);
    await short.action('execute', [short.a]);
    const failed = { status: 'failure', failureReason: 'broadcast.failure.sendLimit' };
    expect(await untilSendingEnds(t, short.a)).toEqual(failed);
    expect(await untilSendingEnds(t, short.b)).toEqual(failed);
    expect(await short.tabs()).toEqual({ draft: 0, scheduled: 0, sent: 0, failure: 2 });
  });

  it('is a draft on its own when A is deleted; A keeps its schedule on its own when B is', async () => {
    const first = await givenPair();
    await first.action('schedule', [first.a]);
    expect((await first.call('DELETE', `/line/broadcast-setting/${first.a}`)).statusCode).toBe(200);
    const alone = await first.state(first.b);
    expect(alone).toMatchObject({ status: 'draft', paired: false });
    // On its own it is scheduled like any broadcast.
    expect((await first.action('schedule', [first.b])).json().count).toBe(1);

    const second = await givenPair();
    await second.action('schedule', [second.a]);
    expect((await second.action('deleteMany', [second.b])).json().count).toBe(1);
    expect(await second.state(second.a)).toMatchObject({ status: 'scheduled', paired: false });
    expect(await broadcastStatus(t.deps, second.b)).toBeUndefined();
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastCalls, minutesFromNow } from '../../test/broadcast-fixtures.ts';
import {
  broadcastStatus,
  givenBroadcastAccount,
  givenFriendsInList,
  seededUserId,
  untilSendingEnds,
} from '../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { broadcasts } from './broadcasts.schema.ts';
import { scheduleBroadcastsJob } from './delivery/schedule-broadcasts.job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(async () => t.close());

const FOLLOWS = {
  code: 'broadcast.error.followsVersionA',
  msg: '"Launch (B)" is version B of an A/B test: it goes out with version A, at its date, with its type and frequency. Schedule, send, save for automation, archive, restore or change these on version A.',
};

/**
 * An A/B pair to friends of a sandbox account, made and test-sent through the API as the
 * composer does; version A dated an hour ahead (`quota`: the account's monthly limit).
 */
/** The library's tab counts of a pair's hub: those given, every other tab empty. */
const tabCounts = (
  counts: Partial<Record<'draft' | 'scheduled' | 'sent' | 'failure' | 'published' | 'archived', number>>,
) => ({
  draft: 0,
  scheduled: 0,
  sent: 0,
  failure: 0,
  published: 0,
  archived: 0,
  ...counts,
});

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
    const { draft, scheduled, sent, failure, published, archived } = (
      await member.call('GET', '/line/broadcast-settings/draft')
    ).json();
    return { draft, scheduled, sent, failure, published, archived };
  };
  const kind = async (id: string) => {
    const { status, type, recurrence } = (await calls.get(id)).json();
    return { status, type, recurrence };
  };
  const patch = (id: string, values: object) =>
    member.call('PATCH', '/line/broadcast-setting', { id, ...values });
  return { ...given, ...calls, call: member.call, a, b, state, tabs, kind, patch };
}

describe("version B of an A/B test follows version A's state", () => {
  it('is scheduled with A at its date, follows its new date, and goes back to draft with it', async () => {
    const p = await givenPair();
    const aDate = (await p.state(p.a)).broadcastDate;
    expect(await p.state(p.b)).toEqual({ status: 'draft', broadcastDate: aDate, paired: true });

    // B alone cannot be scheduled, sent or unscheduled: refused, and nothing changes.
    expect((await p.action('schedule', [p.b])).json()).toEqual(FOLLOWS);
    expect((await p.action('execute', [p.b])).json()).toEqual(FOLLOWS);
    expect(await p.tabs()).toEqual(tabCounts({ draft: 2 }));

    expect((await p.action('schedule', [p.a])).json()).toEqual({ msg: 'Scheduled.', count: 1 });
    expect(await p.state(p.b)).toEqual({ status: 'scheduled', broadcastDate: aDate, paired: true });
    expect(await p.tabs()).toEqual(tabCounts({ scheduled: 2 }));
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
    expect(await p.tabs()).toEqual(tabCounts({ draft: 2 }));
  });

  it("goes out at A's time, and each version ends as its run does", async () => {
    const p = await givenPair();
    await p.action('schedule', [p.a]);
    // The clock reaches the pair's date.
    await t.deps.db
      .update(broadcasts)
      .set({ broadcastDate: new Date(Date.now() - 1_000) })
      .where(inArray(broadcasts.id, [p.a, p.b]));
    await scheduleBroadcastsJob(t.deps).handle({});
    expect(await untilSendingEnds(t, p.a)).toMatchObject({ status: 'sent' });
    expect(await untilSendingEnds(t, p.b)).toMatchObject({ status: 'sent' });
    expect(await p.tabs()).toEqual(tabCounts({ sent: 2 }));

    // A quota that cannot cover the pair's audience: both versions end in failure.
    const short = await givenPair(2);
    await short.action('execute', [short.a]);
    const failed = { status: 'failure', failureReason: 'broadcast.failure.sendLimit' };
    expect(await untilSendingEnds(t, short.a)).toEqual(failed);
    expect(await untilSendingEnds(t, short.b)).toEqual(failed);
    expect(await short.tabs()).toEqual(tabCounts({ failure: 2 }));
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

  it('is archived and restored with A; alone it is refused, selected with A it goes once', async () => {
    const p = await givenPair();
    await p.action('schedule', [p.a]);
    const scheduled = await p.state(p.b);

    // B alone: refused both ways, and nothing changes.
    expect((await p.action('archive', [p.b])).json()).toEqual(FOLLOWS);
    expect(await p.tabs()).toEqual(tabCounts({ scheduled: 2 }));

    expect((await p.action('archive', [p.a])).json()).toEqual({ msg: 'Archived.', count: 1 });
    expect(await p.state(p.b)).toMatchObject({ status: 'archived', paired: true });
    expect((await p.action('restore-archive', [p.b])).json()).toEqual(FOLLOWS);
    expect(await p.tabs()).toEqual(tabCounts({ archived: 2 }));

    expect((await p.action('restore-archive', [p.a])).json()).toEqual({
      msg: 'Restored from the archive.',
      count: 1,
    });
    expect(await p.state(p.b)).toEqual(scheduled);

    // Both selected: each is archived and restored once.
    expect((await p.action('archive', [p.b, p.a])).json()).toEqual({ msg: 'Archived.', count: 2 });
    expect(await p.tabs()).toEqual(tabCounts({ archived: 2 }));
    expect((await p.action('restore-archive', [p.a, p.b])).json().count).toBe(2);
    expect(await p.state(p.b)).toEqual(scheduled);
    expect(await p.tabs()).toEqual(tabCounts({ scheduled: 2 }));
  });

  it("keeps A's type and frequency, and is saved for automation with A", async () => {
    const p = await givenPair();
    // A new type or frequency on A is B's too.
    const weekly = { type: 'recurring', recurrence: { frequency: 'weekly' } };
    expect((await p.patch(p.a, weekly)).statusCode).toBe(200);
    expect(await p.kind(p.b)).toEqual({ status: 'draft', ...weekly });

    // B with another type or frequency: refused, and not saved; with A's own it saves.
    expect((await p.patch(p.b, { type: 'broadcast', recurrence: null })).json()).toEqual(FOLLOWS);
    expect((await p.patch(p.b, { recurrence: { frequency: 'daily' } })).json()).toEqual(FOLLOWS);
    expect(await p.kind(p.b)).toEqual({ status: 'draft', ...weekly });
    expect((await p.patch(p.b, weekly)).statusCode).toBe(200);

    const automation = { type: 'automation', recurrence: null, broadcastDate: null };
    expect((await p.patch(p.a, automation)).statusCode).toBe(200);
    expect(await p.kind(p.b)).toEqual({ status: 'draft', type: 'automation', recurrence: null });
    expect(await p.state(p.b)).toMatchObject({ broadcastDate: null });

    // Saved for automation through A only.
    expect((await p.action('save', [p.b])).json()).toEqual(FOLLOWS);
    expect(await p.tabs()).toEqual(tabCounts({ draft: 2 }));
    expect((await p.action('save', [p.a])).json()).toEqual({ msg: 'Saved for automation.', count: 1 });
    expect(await p.kind(p.b)).toEqual({ status: 'published', type: 'automation', recurrence: null });
    expect(await p.tabs()).toEqual(tabCounts({ published: 2 }));
  });

  it("takes A's state from the data migration when A was scheduled before B followed it", async () => {
    const scheduled = await givenPair();
    await scheduled.action('schedule', [scheduled.a]);
    const followed = await scheduled.state(scheduled.b);
    // As such a pair was left: B a draft, without A's date, of another type.
    const ownState = { status: 'draft', broadcastDate: null, nextRunAt: null, type: 'recurring' } as const;
    await t.deps.db
      .update(broadcasts)
      .set({ ...ownState, recurrence: { frequency: 'daily' } })
      .where(eq(broadcasts.id, scheduled.b));
    // A pair on its way or done is left to its runs.
    const sent = await givenPair();
    await t.deps.db.update(broadcasts).set({ status: 'sent' }).where(eq(broadcasts.id, sent.a));
    const sentB = await sent.state(sent.b);

    const migration = path.join(import.meta.dirname, '../../../drizzle/0018_ab_version_b_follows_a.sql');
    await t.deps.db.execute(sql.raw(readFileSync(migration, 'utf8')));
    expect(await scheduled.state(scheduled.b)).toEqual(followed);
    expect(await scheduled.kind(scheduled.b)).toEqual({
      status: 'scheduled',
      type: 'broadcast',
      recurrence: null,
    });
    expect(await sent.state(sent.b)).toEqual(sentB);
  });
});

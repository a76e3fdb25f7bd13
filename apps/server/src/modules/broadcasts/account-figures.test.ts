import { noPermissions } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcastAccount, givenSentRun, seededUserId } from '../../test/delivery-fixtures.ts';
import { eventually, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { hubs } from '../hubs/hubs.schema.ts';
import { lineAccounts } from '../line-accounts/line-accounts.schema.ts';
import { yesterdayIn } from './account-figures.ts';

const TIMEOUT_MS = 500;
const SLOW_MS = 1_500;
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  // LINE calls of the cards give up after this (the delivery timeout), so a slow LINE shows quickly here.
  t = await startTestApp({ BROADCAST_REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) }, { line: true });
});
afterEach(() => t.sandbox?.control.setFaults({ rules: [] }));
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof givenBroadcastAccount>>;

/** `count` friends of the account's channel since two days ago, so LINE counts them yesterday. */
async function givenFollowers({ control, channel }: Account, prefix: string, count: number) {
  for (let i = 0; i < count; i++) {
    const { userId } = control.createUser({ userId: seededUserId(prefix, i) });
    await control.follow(channel.channelId, userId, { since: Date.now() - 2 * DAY });
  }
}

const followerCalls = ({ control, channel }: Account) =>
  control.requests({ operationId: 'getNumberOfFollowers', channelId: channel.channelId });

/** A hub in Tokyo with an account whose LINE quota is 500 and that sent 7 messages this month. */
async function givenTokyoHub(prefix: string) {
  const first = await givenBroadcastAccount(t, { quota: 500 });
  await t.deps.db.update(hubs).set({ timezone: 'Asia/Tokyo' }).where(eq(hubs.id, first.hubId));
  await givenFollowers(first, prefix, 3);
  // Today's friend is not in yesterday's count.
  await first.control.follow(first.channel.channelId, first.control.createUser().userId);
  await givenSentRun(t.deps, first, 7, new Date());
  return first;
}

describe('the figures of the account cards', () => {
  it('gives each account its usage this month, LINE’s quota and yesterday’s targeted reach; a refused token gives nulls', async () => {
    const first = await givenTokyoHub('fig');
    const unlimited = await givenBroadcastAccount(t, { hubId: first.hubId });
    const revoked = await givenBroadcastAccount(t, { hubId: first.hubId, quota: 100 });
    await givenSentRun(t.deps, revoked, 4, new Date());
    await t.deps.db
      .update(lineAccounts)
      .set({ accessToken: t.deps.secrets.seal('revoked-token') })
      .where(eq(lineAccounts.id, revoked.account.id));
    await givenBroadcastAccount(t, { quota: 9 }); // another hub's

    const { call } = await signedInMember(t, { hubId: first.hubId });
    const answer = await call('GET', '/line/figures');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items).toEqual([
      { id: first.account.id, usage: 7, quota: { type: 'limited', value: 500 }, targetedReaches: 3 },
      { id: unlimited.account.id, usage: 0, quota: { type: 'none' }, targetedReaches: 0 },
      { id: revoked.account.id, usage: 4, quota: null, targetedReaches: null },
    ]);
  });

  it('gives null for a figure LINE is slow to give, without waiting for it', async () => {
    const given = await givenTokyoHub('slow');
    t.sandbox?.control.setFaults({
      rules: [{ pathPrefix: '/v2/bot/insight/followers', slow: 1, slowMs: SLOW_MS }],
    });
    const { call } = await signedInMember(t, { hubId: given.hubId });
    const started = Date.now();
    const answer = await call('GET', '/line/figures');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(answer.json().items).toEqual([
      { id: given.account.id, usage: 7, quota: { type: 'limited', value: 500 }, targetedReaches: null },
    ]);
    // LINE's late answer arrives before the test ends, so no connection is busy when the sandbox closes.
    await eventually(
      async () => followerCalls(given).filter((call) => call.status !== undefined).length,
      (answered) => answered === 1,
      SLOW_MS + 2_000,
    );
  });

  it('asks LINE for a day’s reach once (LINE allows 60 calls an hour), and LINE failing gives null quotas', async () => {
    const given = await givenTokyoHub('memo');
    const { call } = await signedInMember(t, { hubId: given.hubId });
    expect((await call('GET', '/line/figures')).json().items[0].targetedReaches).toBe(3);
    t.sandbox?.control.setFaults({ rules: [{ serverError: 1 }] });
    expect((await call('GET', '/line/figures')).json().items).toEqual([
      { id: given.account.id, usage: 7, quota: null, targetedReaches: 3 },
    ]);
    expect(followerCalls(given)).toHaveLength(1);
  });

  it('answers only members who may manage LINE accounts', async () => {
    const given = await givenBroadcastAccount(t);
    const member = await signedInMember(t, { hubId: given.hubId, permissions: noPermissions() });
    expect((await member.call('GET', '/line/figures')).statusCode).toBe(403);
  });
});

describe('yesterday on the hub’s clock', () => {
  it('is the calendar day before the hub’s today, across months and years', () => {
    // 2026-03-01 00:30 in Tokyo is still 28 February in UTC and in New York.
    const instant = new Date('2026-02-28T15:30:00Z');
    expect(yesterdayIn('Asia/Tokyo', instant)).toBe('20260228');
    expect(yesterdayIn('America/New_York', instant)).toBe('20260227');
    expect(yesterdayIn('UTC', new Date('2026-01-01T00:00:00Z'))).toBe('20251231');
  });
});

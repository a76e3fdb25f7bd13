import { noPermissions } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  givenSentRun,
  seededUserId,
} from '../../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../../test/harness.ts';
import { hubs } from '../../hubs/hubs.schema.ts';
import { lineMessages } from '../../inbox/messages.schema.ts';
import { quotaCheck } from './quota.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof givenBroadcastAccount>>;
const MINUTE = 60_000;

/** This month's first instant on Tokyo's clock (UTC+9 all year): the 1st, 00:00 JST. */
function tokyoMonthStart(now = new Date()) {
  const tokyo = new Date(now.getTime() + 9 * 60 * MINUTE);
  return new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), 1) - 9 * 60 * MINUTE);
}

/** A hub in Tokyo with an account on `plan`, and a draft broadcast to `recipients` seeded friends. */
async function givenDraft(
  prefix: string,
  recipients: number,
  options: Parameters<typeof givenBroadcastAccount>[1],
) {
  const given = await givenBroadcastAccount(t, options);
  await t.deps.db.update(hubs).set({ timezone: 'Asia/Tokyo' }).where(eq(hubs.id, given.hubId));
  const listId = await givenFriendsInList(t, given, prefix, recipients);
  const broadcast = await givenBroadcast(t.deps, given, { targetLists: [listId] });
  return { given, broadcast };
}

/** `count` messages of the account's chat with a friend, as the inbox stores them. */
async function givenMessages(
  given: Account,
  count: number,
  fields: Pick<typeof lineMessages.$inferInsert, 'direction' | 'source'> & { sentAt?: Date },
) {
  const message = {
    hubId: given.hubId,
    lineAccountId: given.account.id,
    chatType: 'user' as const,
    chatId: seededUserId('chat', 0),
    type: 'text',
    payload: { type: 'text', text: 'Thanks for visiting' },
    sentAt: new Date(),
    ...fields,
  };
  await t.deps.db.insert(lineMessages).values(Array.from({ length: count }, () => message));
}

describe('the check before a broadcast is sent', () => {
  it('is within the plan while this month’s sends and the audience fit its included sends', async () => {
    const { given, broadcast } = await givenDraft('within', 3, { plan: 'starter' });
    await givenSentRun(t.deps, given, 500, new Date());
    await givenMessages(given, 2, { direction: 'out', source: 'chat' });

    expect(await quotaCheck(t.deps, given.hubId, broadcast.id)).toEqual({
      recipients: 3,
      remaining: null,
      plan: 'starter',
      included: 1_000,
      used: 502,
      outcome: 'within',
      extraMessages: 0,
      extraCost: null,
    });
  });

  it('counts this month on the hub’s clock: runs’ recipients and agents’ chat messages of this account only', async () => {
    const { given, broadcast } = await givenDraft('over', 5, { plan: 'starter' });
    const monthStart = tokyoMonthStart();
    // This month in Tokyo, though still last month in UTC: counted.
    await givenSentRun(t.deps, given, 990, new Date(monthStart.getTime() + MINUTE));
    await givenMessages(given, 8, { direction: 'out', source: 'chat' });
    // Not counted: last month in Tokyo, friends' messages, a broadcast's copy in the chat, another account.
    await givenSentRun(t.deps, given, 5_000, new Date(monthStart.getTime() - MINUTE));
    await givenMessages(given, 4, {
      direction: 'out',
      source: 'chat',
      sentAt: new Date(monthStart.getTime() - MINUTE),
    });
    await givenMessages(given, 6, { direction: 'in', source: null });
    await givenMessages(given, 7, { direction: 'out', source: 'broadcast' });
    const other = await givenBroadcastAccount(t, { plan: 'starter' });
    await givenSentRun(t.deps, other, 900, new Date());

    // 998 used of 1,000: 2 of the 5 fit, 3 go beyond at $0.03 / 3 yen each.
    expect(await quotaCheck(t.deps, given.hubId, broadcast.id)).toEqual({
      recipients: 5,
      remaining: null,
      plan: 'starter',
      included: 1_000,
      used: 998,
      outcome: 'over',
      extraMessages: 3,
      extraCost: { usdCents: 9, jpy: 9 },
    });
  });

  it('is refused when LINE’s remaining quota cannot cover the audience, whatever the plan includes', async () => {
    const { given, broadcast } = await givenDraft('refused', 3, { plan: 'trial' });
    // LINE's quota of 5 this month, 3 of them taken by a multicast through LINE's API.
    given.control.updateChannel(given.channel.channelId, { quota: { type: 'limited', value: 5 } });
    const api = t.deps.line.messaging({ platform: 'sandbox', accessToken: given.channel.accessToken });
    await api.multicast({
      to: [0, 1, 2].map((i) => seededUserId('refused', i)),
      messages: [{ type: 'text', text: 'Earlier news' }],
    });

    const refused = {
      recipients: 3,
      remaining: 2,
      plan: 'trial',
      included: null,
      used: 0,
      outcome: 'refused',
      extraMessages: 0,
      extraCost: null,
    };
    expect(await quotaCheck(t.deps, given.hubId, broadcast.id)).toEqual(refused);

    // The console asks through the API; LINE's quota raised, the same send fits.
    const { call } = await signedInMember(t, { hubId: given.hubId });
    const path = `/line/broadcast-setting/${broadcast.id}/quota`;
    expect((await call('GET', path)).json()).toEqual(refused);
    given.control.updateChannel(given.channel.channelId, { quota: { type: 'limited', value: 6 } });
    expect((await call('GET', path)).json()).toMatchObject({ remaining: 3, outcome: 'within' });
  });

  it('answers only members who may broadcast, and only for their hub’s broadcasts', async () => {
    const { given, broadcast } = await givenDraft('guard', 1, {});
    const path = `/line/broadcast-setting/${broadcast.id}/quota`;
    const member = await signedInMember(t, { hubId: given.hubId, permissions: noPermissions() });
    expect((await member.call('GET', path)).statusCode).toBe(403);
    const outsider = await signedInMember(t);
    expect((await outsider.call('GET', path)).statusCode).toBe(404);
    const { call } = await signedInMember(t, { hubId: given.hubId });
    expect((await call('GET', '/line/broadcast-setting/not-an-id/quota')).statusCode).toBe(404);
    expect((await call('GET', path)).statusCode).toBe(200);
  });
});

describe('GET /line/{x}/usage?target=', () => {
  it('answers what sending to `target` from the account would come to, for its hub’s members only', async () => {
    const { given } = await givenDraft('usage', 0, { plan: 'starter' });
    await givenSentRun(t.deps, given, 990, new Date());
    const path = (target: string) => `/line/${given.account.id}/usage?target=${target}`;
    const { call } = await signedInMember(t, { hubId: given.hubId });

    expect((await call('GET', path('10'))).json()).toEqual({
      recipients: 10,
      remaining: null,
      plan: 'starter',
      included: 1_000,
      used: 990,
      outcome: 'within',
      extraMessages: 0,
      extraCost: null,
    });
    expect((await call('GET', path('25'))).json()).toMatchObject({
      outcome: 'over',
      extraMessages: 15,
      extraCost: { usdCents: 45, jpy: 45 },
    });
    given.control.updateChannel(given.channel.channelId, { quota: { type: 'limited', value: 20 } });
    expect((await call('GET', path('25'))).json()).toMatchObject({ remaining: 20, outcome: 'refused' });

    // Refusals: a bad target, another hub's account, no permission to broadcast.
    const bad = await call('GET', path('-1'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'error.validation', fields: { target: expect.any(String) } });
    expect((await call('GET', path('many'))).statusCode).toBe(400);
    const outsider = await signedInMember(t);
    expect((await outsider.call('GET', path('1'))).statusCode).toBe(404);
    expect((await call('GET', '/line/not-an-id/usage?target=1')).statusCode).toBe(404);
    const member = await signedInMember(t, { hubId: given.hubId, permissions: noPermissions() });
    expect((await member.call('GET', path('1'))).statusCode).toBe(403);
  });
});

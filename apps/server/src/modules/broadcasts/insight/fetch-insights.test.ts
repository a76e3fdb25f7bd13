import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  seededUserId,
  untilSendingEnds,
} from '../../../test/delivery-fixtures.ts';
import { eventually, signedInMember, startTestApp, type TestApp } from '../../../test/harness.ts';
import { startBroadcast } from '../delivery/start-broadcast.ts';
import { broadcastInsights } from './broadcast-insights.schema.ts';
import { added, fetchInsightsJob, INSIGHTS_PER_ACCOUNT, jstDate, unitPeriod } from './fetch-insights.job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

describe('insight periods and sums (pure)', () => {
  it('asks from the first run, at most 30 days back, to today in Japan time', () => {
    const now = Date.UTC(2026, 10, 23, 16); // 01:00 on the 24th in Japan
    expect(jstDate(now)).toBe('20261124');
    expect(unitPeriod(Date.UTC(2026, 10, 20), now)).toEqual({ from: '20261120', to: '20261124' });
    expect(unitPeriod(Date.UTC(2026, 0, 1), now)).toEqual({ from: '20261025', to: '20261124' });
  });

  it('adds the figures LINE gave, and gives none when it gave none', () => {
    expect(added([{ uniqueImpression: 25, uniqueClick: null }, { uniqueImpression: 30 }])).toEqual({
      opened: 55,
      clicked: null,
    });
    expect(added([])).toEqual({ opened: null, clicked: null });
  });
});

describe('opens from LINE’s insight API', () => {
  it('are fetched on a schedule within LINE’s hourly allowance, null below 20 users, and shown in the stats', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'opens', 20);
    const member = await signedInMember(t, { hubId: given.hubId });
    const ids: string[] = [];
    for (let i = 0; i < INSIGHTS_PER_ACCOUNT + 1; i++) {
      const broadcast = await givenBroadcast(t.deps, given, { name: `Sale ${i}`, targetLists: [listId] });
      await startBroadcast(t.deps, given.hubId, broadcast.id);
      expect(await untilSendingEnds(t, broadcast.id)).toMatchObject({ status: 'sent' });
      ids.push(broadcast.id);
    }
    const stats = async (id: string) =>
      (await member.call('GET', `/line/broadcast-setting/${id}`)).json().stats;
    const [newest = ''] = ids.slice(-1);
    expect(await stats(newest)).toMatchObject({ sent: 20, opened: null, insightsAt: null });

    // 19 friends open the chat: LINE hides a figure below 20 users.
    for (let i = 0; i < 19; i++) given.control.openChat(given.channel.channelId, seededUserId('opens', i));
    const calls = () =>
      given.control.requests({ channelId: given.channel.channelId, operationId: 'getStatisticsPerUnit' })
        .length;
    await fetchInsightsJob(t.deps).handle({});
    // One sweep asks about at most INSIGHTS_PER_ACCOUNT broadcasts of a channel, newest first.
    expect(calls()).toBe(INSIGHTS_PER_ACCOUNT);
    expect(await stats(newest)).toMatchObject({ opened: null, insightsAt: expect.any(String) });
    // The next sweep asks only about the broadcast left out; the others wait half an hour.
    await fetchInsightsJob(t.deps).handle({});
    expect(calls()).toBe(INSIGHTS_PER_ACCOUNT + 1);

    given.control.openChat(given.channel.channelId, seededUserId('opens', 19));
    await t.deps.db
      .update(broadcastInsights)
      .set({ fetchedAt: sql`now() - interval '1 hour'` })
      .where(eq(broadcastInsights.broadcastId, newest));
    await fetchInsightsJob(t.deps).handle({});
    expect(await stats(newest)).toMatchObject({ sent: 20, opened: 20 });
    const listed = (await member.call('GET', '/line/broadcast-settings/sent')).json();
    expect(listed.items.find((b: { id: string }) => b.id === newest)?.stats).toMatchObject({ opened: 20 });

    // Another hub reads none of it.
    const stranger = await signedInMember(t);
    expect((await stranger.call('GET', `/line/broadcast-setting/${newest}`)).statusCode).toBe(404);
  });

  it('give up on a LINE that does not answer within the delivery timeout, keeping no figures', async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'silent', 2);
    const broadcast = await givenBroadcast(t.deps, given, { targetLists: [listId] });
    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilSendingEnds(t, broadcast.id)).toMatchObject({ status: 'sent' });
    const { broadcasts } = t.deps.config;
    const impatient = {
      ...t.deps,
      config: { ...t.deps.config, broadcasts: { ...broadcasts, requestTimeoutMs: 100 } },
    };
    given.control.setFaults({ rules: [{ pathPrefix: '/v2/bot/insight', slow: 1, slowMs: 1500 }] });

    const started = Date.now();
    await fetchInsightsJob(impatient)
      .handle({})
      .finally(() => given.control.setFaults({ rules: [] }));
    expect(Date.now() - started).toBeLessThan(1000);
    const kept = await t.deps.db
      .select()
      .from(broadcastInsights)
      .where(eq(broadcastInsights.broadcastId, broadcast.id));
    expect(kept).toEqual([]);
    // The slowed call is still open on the sandbox: it ends before the app closes.
    await eventually(
      async () =>
        given.control.requests({ channelId: given.channel.channelId, pathPrefix: '/v2/bot/insight' }),
      (calls) => calls.length > 0 && calls.every((call) => call.status !== undefined),
      5_000,
    );
  });
});

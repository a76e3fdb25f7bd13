import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queue } from '../../../core/queue/queue.ts';
import {
  broadcastStatus,
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  runsOf,
  seededUserId,
} from '../../../test/delivery-fixtures.ts';
import { eventually, signedInMember, startTestApp, type TestApp } from '../../../test/harness.ts';
import { lineMessageBuilder } from '../../messages/index.ts';
import { NARROWCAST_PER_HOUR, takeNarrowcastRate } from './narrowcast-rate.ts';
import { narrowcastRequestOf, narrowcastRetryKey } from './narrowcast-request.ts';
import { runBroadcastJob } from './run-broadcast.job.ts';
import { scheduleBroadcastsJob } from './schedule-broadcasts.job.ts';
import { startBroadcast } from './start-broadcast.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof givenBroadcastAccount>>;

/** The queue of a process that dies: what it enqueues is never run. */
const lostQueue = { send: async () => undefined } as unknown as Queue;

/**
 * `count` friends of the account; the first `women` are women of 25, the others men of 40 (the
 * sandbox's profile data, which LINE's demographic filters read).
 */
async function givenFriends(given: Account, prefix: string, count: number, women = 0) {
  await givenFriendsInList(t, given, prefix, count);
  for (let i = 0; i < count; i++)
    given.control.updateUser(
      seededUserId(prefix, i),
      i < women ? { gender: 'female', age: 25 } : { gender: 'male', age: 40 },
    );
  return Array.from({ length: count }, (_, i) => seededUserId(prefix, i));
}

/** The friends who received a message from the account, by narrowcast. */
function narrowcastReceivers(given: Account, userIds: string[]) {
  return userIds.filter((id) =>
    given.control.inbox(given.channel.channelId, id).some((entry) => entry.via === 'narrowcast'),
  );
}

const audienceClient = (given: Account) =>
  t.deps.line.audiences({ platform: 'sandbox', accessToken: given.channel.accessToken });

/** An upload audience of these users, created through LINE's Manage Audience API. */
async function givenAudience(given: Account, description: string, userIds: string[]) {
  const created = await audienceClient(given).createAudienceGroup({
    description,
    audiences: userIds.map((id) => ({ id })),
  });
  return String(created.audienceGroupId);
}

/**
 * A message impression audience (LINE's Manage Audience API): the friends among `userIds` who
 * saw an earlier LINE broadcast to every friend of the account.
 */
async function givenImpressionAudience(given: Account, description: string, userIds: string[]) {
  const api = t.deps.line.messaging({ platform: 'sandbox', accessToken: given.channel.accessToken });
  const sent = await api.broadcastWithHttpInfo({ messages: [{ type: 'text', text: 'Opening soon' }] });
  for (const id of userIds) given.control.openChat(given.channel.channelId, id);
  const created = await audienceClient(given).createImpBasedAudienceGroup({
    description,
    requestId: sent.httpResponse.headers.get('x-line-request-id') ?? '',
  });
  return String(created.audienceGroupId);
}

async function untilFinished(broadcastId: string) {
  return eventually(
    () => broadcastStatus(t.deps, broadcastId),
    (row) => row?.status !== 'sending',
    20_000,
  );
}

/** The broadcast as its page reads it, in `lang`. */
async function shown(given: Account, broadcastId: string, lang: string) {
  const member = await signedInMember(t, { hubId: given.hubId });
  return (await member.call('GET', `/line/broadcast-setting/${broadcastId}?lang=${lang}`)).json();
}

const narrowcasts = (given: Account) =>
  given.control.requests({ channelId: given.channel.channelId, operationId: 'narrowcast' });

describe('a narrowcast broadcast', () => {
  it('reaches exactly the friends its demographic filter picks, with LINE’s counts', async () => {
    const given = await givenBroadcastAccount(t);
    const friends = await givenFriends(given, 'women', 120, 60);
    const broadcast = await givenBroadcast(t.deps, given, {
      narrowcast: true,
      demographic: { genders: ['female'], age: { gte: 20, lt: 30 } },
    });

    expect(await startBroadcast(t.deps, given.hubId, broadcast.id)).toEqual({ started: true });
    expect(await untilFinished(broadcast.id)).toEqual({ status: 'sent', failureReason: null });
    expect(narrowcastReceivers(given, friends)).toEqual(friends.slice(0, 60));
    const [request] = narrowcasts(given);
    expect(request?.headers['x-line-retry-key']).toBe(
      narrowcastRetryKey((await runsOf(t.deps, broadcast.id))[0]?.id ?? ''),
    );
    expect(request?.body).toMatchObject({
      filter: {
        demographic: {
          type: 'operator',
          and: [
            { type: 'gender', oneOf: ['female'] },
            { type: 'age', gte: 'age_20', lt: 'age_30' },
          ],
        },
      },
      limit: { upToRemainingQuota: true, forbidPartialDelivery: true },
    });
    const [run] = await runsOf(t.deps, broadcast.id);
    expect(run).toMatchObject({
      status: 'sent',
      mode: 'narrowcast',
      totalRecipients: 60,
      sentCount: 60,
      failedCount: 0,
    });
    expect(run?.narrowcastRequestId).toBe(request?.requestId);
  });

  it('reaches the friends of its LINE audiences, any of them', async () => {
    const given = await givenBroadcastAccount(t);
    const friends = await givenFriends(given, 'audience', 8);
    const vip = await givenAudience(given, 'VIP', friends.slice(0, 2));
    const regulars = await givenAudience(given, 'Regulars', friends.slice(1, 4));
    const broadcast = await givenBroadcast(t.deps, given, {
      narrowcast: true,
      lineAudiences: [vip, regulars],
    });

    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilFinished(broadcast.id)).toMatchObject({ status: 'sent' });
    expect(narrowcastReceivers(given, friends)).toEqual(friends.slice(0, 4));
    expect(narrowcasts(given)[0]?.body).toMatchObject({
      recipient: {
        type: 'operator',
        or: [
          { type: 'audience', audienceGroupId: Number(vip) },
          { type: 'audience', audienceGroupId: Number(regulars) },
        ],
      },
    });
    expect((await runsOf(t.deps, broadcast.id))[0]).toMatchObject({ sentCount: 4, totalRecipients: 4 });
  });

  it('fails with “not enough recipients” when LINE’s job finds fewer than 50', async () => {
    const given = await givenBroadcastAccount(t);
    const friends = await givenFriends(given, 'few', 100, 10);
    const broadcast = await givenBroadcast(t.deps, given, {
      narrowcast: true,
      demographic: { genders: ['female'] },
    });

    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilFinished(broadcast.id)).toEqual({
      status: 'failure',
      failureReason: 'broadcast.failure.notEnoughRecipients',
    });
    // LINE accepted it (202) and failed it later, in its progress.
    expect(narrowcasts(given).map((r) => r.status)).toEqual([202]);
    expect(narrowcastReceivers(given, friends)).toEqual([]);
    expect((await runsOf(t.deps, broadcast.id))[0]).toMatchObject({
      status: 'failure',
      failureReason: 'broadcast.failure.notEnoughRecipients',
    });
  });

  it('fails with “audience too small” when a chosen impression audience has fewer than 50 users', async () => {
    const given = await givenBroadcastAccount(t);
    const friends = await givenFriends(given, 'saw', 60);
    const saw = await givenImpressionAudience(given, 'Saw the opening', friends.slice(0, 30));
    const everyone = await givenAudience(given, 'Everyone', friends);
    // 60 recipients in all, but LINE counts each impression audience on its own.
    const broadcast = await givenBroadcast(t.deps, given, {
      narrowcast: true,
      lineAudiences: [saw, everyone],
    });

    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilFinished(broadcast.id)).toEqual({
      status: 'failure',
      failureReason: 'broadcast.failure.audienceTooSmall',
    });
    // LINE accepted it (202) and failed it when sending began (progress errorCode 4).
    expect(narrowcasts(given).map((r) => r.status)).toEqual([202]);
    expect(narrowcastReceivers(given, friends)).toEqual([]);
    expect(await shown(given, broadcast.id, 'ja')).toMatchObject({
      status: 'failure',
      failureReason: 'broadcast.failure.audienceTooSmall',
      failureText:
        '選択したLINEオーディエンスの受信者が50人未満のため、LINEはナローキャストを配信しませんでした。' +
        'LINEからの応答：an audience has fewer than 50 recipients',
    });
  });

  it('fails with “audience not ready” for an audience still in progress, sending nothing', async () => {
    const given = await givenBroadcastAccount(t);
    const friends = await givenFriends(given, 'notready', 3);
    // An empty upload audience stays IN_PROGRESS.
    const pending = await givenAudience(given, 'Still uploading', []);
    const broadcast = await givenBroadcast(t.deps, given, { narrowcast: true, lineAudiences: [pending] });

    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilFinished(broadcast.id)).toEqual({
      status: 'failure',
      failureReason: 'broadcast.failure.audienceNotReady',
    });
    expect(narrowcasts(given).map((r) => r.status)).toEqual([400]);
    expect(narrowcastReceivers(given, friends)).toEqual([]);
    // LINE's words follow the translated reason, and a copy starts without them.
    const said = `Invalid audience group id: ${pending}`;
    expect(await shown(given, broadcast.id, 'en')).toMatchObject({
      failureDetail: said,
      failureText: `The LINE audience is not ready yet. Wait a moment and send again. LINE said: ${said}`,
    });
    expect((await runsOf(t.deps, broadcast.id))[0]?.failureDetail).toBe(said);
    const member = await signedInMember(t, { hubId: given.hubId });
    const copy = await member.call('POST', `/line/broadcast-setting/${broadcast.id}/duplicate`, {});
    expect(copy.json().broadcast).toMatchObject({
      failureReason: null,
      failureDetail: null,
      failureText: null,
    });
  });

  it('after a worker died once LINE accepted it, gets 409, takes the accepted id and sends once', async () => {
    const given = await givenBroadcastAccount(t);
    const friends = await givenFriends(given, 'crash', 5);
    const broadcast = await givenBroadcast(t.deps, given, { narrowcast: true });
    // The run is committed but its job never ran here: the worker that took it is the one that died.
    await startBroadcast({ ...t.deps, queue: lostQueue }, given.hubId, broadcast.id);
    const [run] = await runsOf(t.deps, broadcast.id);
    if (!run) throw new Error('no run');
    const api = t.deps.line.messaging({ platform: 'sandbox', accessToken: given.channel.accessToken });
    const site = { db: t.deps.db, publicUrl: t.deps.config.publicUrl };
    const accepted = await api.narrowcastWithHttpInfo(
      narrowcastRequestOf(broadcast, (await lineMessageBuilder(site, given.hubId, broadcast.messages))()),
      narrowcastRetryKey(run.id),
    );

    // The minute's sweep would hand the run to another worker: its job, run again.
    await runBroadcastJob(t.deps).handle({ runId: run.id });
    expect(await untilFinished(broadcast.id)).toMatchObject({ status: 'sent' });
    expect(narrowcasts(given).map((r) => r.status)).toEqual([202, 409]);
    const [done] = await runsOf(t.deps, broadcast.id);
    expect(done?.narrowcastRequestId).toBe(accepted.httpResponse.headers.get('x-line-request-id'));
    expect(done).toMatchObject({ sentCount: 5 });
    expect(friends.map((id) => given.control.inbox(given.channel.channelId, id).length)).toEqual([
      1, 1, 1, 1, 1,
    ]);
  });

  it('is finished by the minute’s sweep when its progress poll was lost with its process', async () => {
    const given = await givenBroadcastAccount(t);
    const friends = await givenFriends(given, 'sweep', 3);
    const broadcast = await givenBroadcast(t.deps, given, { narrowcast: true });
    // A process that sent the narrowcast and died before its progress poll ran: nothing enqueued survives.
    const lost = { ...t.deps, queue: lostQueue };
    await startBroadcast(lost, given.hubId, broadcast.id);
    const [run] = await runsOf(t.deps, broadcast.id);
    await runBroadcastJob(lost).handle({ runId: run?.id ?? '' });
    expect((await runsOf(t.deps, broadcast.id))[0]).toMatchObject({ status: 'sending', mode: 'narrowcast' });

    await scheduleBroadcastsJob(t.deps).handle({});
    expect(await untilFinished(broadcast.id)).toMatchObject({ status: 'sent' });
    expect(narrowcasts(given).map((r) => r.status)).toEqual([202]);
    expect(narrowcastReceivers(given, friends)).toEqual(friends);
  });

  it('fails whole with sendLimit when the quota cannot cover LINE’s target reach', async () => {
    const given = await givenBroadcastAccount(t, { quota: 3 });
    const friends = await givenFriends(given, 'quota', 5);
    const broadcast = await givenBroadcast(t.deps, given, { narrowcast: true });

    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilFinished(broadcast.id)).toEqual({
      status: 'failure',
      failureReason: 'broadcast.failure.sendLimit',
    });
    expect(narrowcastReceivers(given, friends)).toEqual([]);
    // LINE accepted it and failed it in its progress (errorCode 5): its failedDescription follows the reason.
    expect(narrowcasts(given).map((r) => r.status)).toEqual([202]);
    expect(await shown(given, broadcast.id, 'zh-TW')).toMatchObject({
      failureDetail: 'partial delivery was forbidden',
      failureText: '此 LINE 帳號已達本月的訊息傳送上限。LINE 的回應：partial delivery was forbidden',
    });
  });
});

describe('the narrowcast rate', () => {
  it('gives a channel 60 narrowcasts an hour through the shared counters, then the wait to the next hour', async () => {
    const given = await givenBroadcastAccount(t);
    const other = await givenBroadcastAccount(t);
    const taken = [];
    for (let i = 0; i < NARROWCAST_PER_HOUR; i++)
      taken.push(await takeNarrowcastRate(t.deps.db, given.account.id));
    expect(taken.every((wait) => wait === 0)).toBe(true);
    const wait = await takeNarrowcastRate(t.deps.db, given.account.id);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3601);
    // Another channel has its own hour.
    expect(await takeNarrowcastRate(t.deps.db, other.account.id)).toBe(0);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox, text } from '../../test/harness.ts';

let sb: TestSandbox;
let friends: string[];

async function addFriends(
  n: number,
  attrs: (i: number) => { gender?: 'male' | 'female'; age?: number } = () => ({}),
) {
  for (let i = 0; i < n; i++) {
    const id = sb.control.createUser(attrs(i)).userId;
    await sb.control.follow(sb.channel.channelId, id);
    friends.push(id);
  }
}

async function narrowcast(body: Parameters<TestSandbox['client']['narrowcast']>[0]): Promise<string> {
  const res = await sb.client.narrowcastWithHttpInfo(body);
  expect(res.httpResponse.status).toBe(202);
  return res.httpResponse.headers.get('x-line-request-id') ?? '';
}

beforeEach(async () => {
  sb = await startTestSandbox({ timings: { narrowcastPhaseMs: 1000 } });
  friends = [];
});
afterEach(() => sb.close());

describe('narrowcast', () => {
  it('goes waiting → sending → succeeded and delivers to the targets', async () => {
    await addFriends(4, (i) => ({ gender: i % 2 === 0 ? 'female' : 'male' }));
    const requestId = await narrowcast({ messages: [text('sale')] });
    const waiting = await sb.client.getNarrowcastProgress(requestId);
    expect(waiting).toEqual({ phase: 'waiting', acceptedTime: new Date(sb.clock.now()).toISOString() });
    await sb.clock.advance(1000);
    await expect(sb.client.getNarrowcastProgress(requestId)).resolves.toMatchObject({ phase: 'sending' });
    await sb.clock.advance(1000);
    const done = await sb.client.getNarrowcastProgress(requestId);
    expect(done).toMatchObject({ phase: 'succeeded', successCount: 4, failureCount: 0, targetCount: 4 });
    expect(done.completedTime).toBeDefined();
    expect(sb.control.inbox(sb.channel.channelId, friends[0] ?? '')[0]?.via).toBe('narrowcast');
    await expect(sb.client.getMessageQuotaConsumption()).resolves.toEqual({ totalUsage: 4 });
  });

  it('needs 100 friends for attribute filters (403)', async () => {
    await addFriends(99);
    const err = await lineError(
      sb.client.narrowcast({
        messages: [text('x')],
        filter: { demographic: { type: 'gender', oneOf: ['male'] } },
      }),
    );
    expect(err).toMatchObject({
      status: 403,
      body: { message: 'Your account does not have enough friends' },
    });
  });

  it('fails later with errorCode 2 when filters leave fewer than 50 recipients', async () => {
    await addFriends(120, (i) => ({ gender: i < 40 ? 'female' : 'male', age: 20 + (i % 30) }));
    const few = await narrowcast({
      messages: [text('x')],
      filter: { demographic: { type: 'gender', oneOf: ['female'] } },
    });
    const many = await narrowcast({
      messages: [text('y')],
      filter: { demographic: { type: 'gender', oneOf: ['male'] } },
    });
    await sb.clock.advance(2000);
    await expect(sb.client.getNarrowcastProgress(few)).resolves.toMatchObject({
      phase: 'failed',
      errorCode: 2,
      targetCount: 40,
    });
    await expect(sb.client.getNarrowcastProgress(many)).resolves.toMatchObject({
      phase: 'succeeded',
      successCount: 80,
    });
    expect(sb.control.inbox(sb.channel.channelId, friends[0] ?? '')).toEqual([]);
  });

  it('targets audiences and redelivers to the recipients of an earlier narrowcast', async () => {
    await addFriends(3);
    const { audienceGroupId } = await sb.audience.createAudienceGroup({
      description: 'VIP',
      audiences: [{ id: friends[0] ?? '' }, { id: friends[1] ?? '' }],
    });
    const first = await narrowcast({
      messages: [text('vip')],
      recipient: { type: 'audience', audienceGroupId },
    });
    await sb.clock.advance(2000);
    await expect(sb.client.getNarrowcastProgress(first)).resolves.toMatchObject({
      phase: 'succeeded',
      successCount: 2,
    });
    const again = await narrowcast({
      messages: [text('again')],
      recipient: { type: 'redelivery', requestId: first },
    });
    await sb.clock.advance(2000);
    await expect(sb.client.getNarrowcastProgress(again)).resolves.toMatchObject({ successCount: 2 });
    expect(sb.control.inbox(sb.channel.channelId, friends[2] ?? '')).toEqual([]);
  });

  it('refuses unknown audiences and request IDs, and bad limits', async () => {
    await addFriends(1);
    const audience = await lineError(
      sb.client.narrowcast({ messages: [text('x')], recipient: { type: 'audience', audienceGroupId: 42 } }),
    );
    expect(audience.body).toEqual({ message: 'Invalid audience group id: 42' });
    const request = await lineError(
      sb.client.narrowcast({ messages: [text('x')], recipient: { type: 'redelivery', requestId: 'nope' } }),
    );
    expect(request.body).toEqual({ message: 'Invalid request id: nope' });
    const limit = await lineError(
      sb.client.narrowcast({ messages: [text('x')], limit: { forbidPartialDelivery: true } }),
    );
    expect(limit.body).toEqual({
      message: 'The option forbidPartialDelivery must be used with upToRemainingQuota.',
    });
    expect((await lineError(sb.client.getNarrowcastProgress('unknown'))).status).toBe(404);
  });

  it('honours limit.max and upToRemainingQuota', async () => {
    sb.control.updateChannel(sb.channel.channelId, { quota: { type: 'limited', value: 3 } });
    await addFriends(5);
    expect((await lineError(sb.client.narrowcast({ messages: [text('x')] }))).body.message).toBe(
      'You have reached your monthly limit.',
    );
    const capped = await narrowcast({ messages: [text('x')], limit: { max: 2 } });
    await sb.clock.advance(2000);
    await expect(sb.client.getNarrowcastProgress(capped)).resolves.toMatchObject({
      successCount: 2,
      targetCount: 2,
    });
    const upTo = await narrowcast({ messages: [text('y')], limit: { upToRemainingQuota: true } });
    const strict = await narrowcast({
      messages: [text('z')],
      limit: { upToRemainingQuota: true, forbidPartialDelivery: true },
    });
    await sb.clock.advance(2000);
    await expect(sb.client.getNarrowcastProgress(upTo)).resolves.toMatchObject({
      phase: 'succeeded',
      successCount: 1,
    });
    await expect(sb.client.getNarrowcastProgress(strict)).resolves.toMatchObject({
      phase: 'failed',
      errorCode: 5,
    });
  });
});

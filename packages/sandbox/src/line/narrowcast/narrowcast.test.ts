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
    // failedDescription and errorCode come only with a failed phase, as LINE answers them.
    expect(done).not.toHaveProperty('failedDescription');
    expect(done).not.toHaveProperty('errorCode');
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
      failedDescription: 'not enough recipients',
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

  it('fails with errorCode 4 when a click or impression audience has fewer than 50 users', async () => {
    await addFriends(60);
    const sent = await sb.client.broadcastWithHttpInfo({ messages: [text('hello')] });
    const requestId = sent.httpResponse.headers.get('x-line-request-id') ?? '';
    for (const id of friends.slice(0, 30)) sb.control.openChat(sb.channel.channelId, id);
    const saw = await sb.audience.createImpBasedAudienceGroup({ description: 'Saw it', requestId });
    const everyone = await sb.audience.createAudienceGroup({
      description: 'Everyone',
      audiences: friends.map((id) => ({ id })),
    });
    const audience = (group: { audienceGroupId?: number }) => ({
      type: 'audience' as const,
      audienceGroupId: group.audienceGroupId ?? 0,
    });
    // 60 recipients in all, but one of the audiences has 30 users.
    const both = await narrowcast({
      messages: [text('x')],
      recipient: { type: 'operator', or: [audience(saw), audience(everyone)] },
    });
    // An upload audience of the channel's own has no minimum.
    const few = await sb.audience.createAudienceGroup({
      description: 'Few',
      audiences: friends.slice(0, 3).map((id) => ({ id })),
    });
    const upload = await narrowcast({ messages: [text('y')], recipient: audience(few) });
    await sb.clock.advance(2000);
    await expect(sb.client.getNarrowcastProgress(both)).resolves.toMatchObject({
      phase: 'failed',
      errorCode: 4,
      targetCount: 60,
    });
    await expect(sb.client.getNarrowcastProgress(upload)).resolves.toMatchObject({
      phase: 'succeeded',
      successCount: 3,
    });
    expect(sb.control.inbox(sb.channel.channelId, friends[59] ?? '').map((e) => e.via)).toEqual([
      'broadcast',
    ]);
  });

  it('fails with errorCode 2 when a click audience of 50 leaves fewer than 50 recipients', async () => {
    await addFriends(52);
    const url = 'https://example.com/sale';
    const sent = await sb.client.broadcastWithHttpInfo({ messages: [text(`Sale: ${url}`)] });
    const requestId = sent.httpResponse.headers.get('x-line-request-id') ?? '';
    for (const id of friends.slice(0, 50)) {
      const messageId = sb.control.inbox(sb.channel.channelId, id)[0]?.id ?? '';
      sb.control.click(sb.channel.channelId, id, { messageId, url });
    }
    const { audienceGroupId } = await sb.audience.createClickBasedAudienceGroup({
      description: 'Clicked',
      requestId,
      clickUrl: url,
    });
    const recipient = { type: 'audience' as const, audienceGroupId: audienceGroupId ?? 0 };
    const whole = await narrowcast({ messages: [text('thanks')], recipient });
    await sb.clock.advance(2000);
    await expect(sb.client.getNarrowcastProgress(whole)).resolves.toMatchObject({
      phase: 'succeeded',
      successCount: 50,
    });
    // One of them leaves: the audience still has 50 users, but only 49 can receive it.
    await sb.control.block(sb.channel.channelId, friends[0] ?? '');
    const short = await narrowcast({ messages: [text('thanks again')], recipient });
    await sb.clock.advance(2000);
    await expect(sb.client.getNarrowcastProgress(short)).resolves.toMatchObject({
      phase: 'failed',
      errorCode: 2,
      targetCount: 49,
    });
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
      failedDescription: 'partial delivery was forbidden',
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox, text } from '../../test/harness.ts';

let sb: TestSandbox;
let alice: string;
let bob: string;

beforeEach(async () => {
  sb = await startTestSandbox();
  alice = sb.control.createUser({ displayName: 'Alice' }).userId;
  bob = sb.control.createUser({ displayName: 'Bob' }).userId;
  await sb.control.follow(sb.channel.channelId, alice);
});
afterEach(() => sb.close());

describe('push', () => {
  it('delivers to a friend and answers sentMessages with quote tokens', async () => {
    const res = await sb.client.pushMessage({
      to: alice,
      messages: [text('hello'), { type: 'sticker', packageId: '446', stickerId: '1988' }],
    });
    expect(res.sentMessages).toHaveLength(2);
    expect(res.sentMessages[0]?.id).toMatch(/^\d{18}$/);
    expect(res.sentMessages[0]?.quoteToken).toBeTruthy();
    const inbox = sb.control.inbox(sb.channel.channelId, alice);
    expect(inbox.map((m) => m.message)).toEqual([
      { type: 'text', text: 'hello' },
      { type: 'sticker', packageId: '446', stickerId: '1988' },
    ]);
    expect(inbox[0]?.via).toBe('push');
    expect(inbox[0]?.id).toBe(res.sentMessages[0]?.id);
  });

  it('answers 200 for a known user who is not a friend, without delivering', async () => {
    const res = await sb.client.pushMessage({ to: bob, messages: [text('hi')] });
    expect(res.sentMessages).toHaveLength(1);
    expect(sb.control.inbox(sb.channel.channelId, bob)).toEqual([]);
  });

  it('does not deliver to a user who blocked the account', async () => {
    await sb.control.block(sb.channel.channelId, alice);
    await sb.client.pushMessage({ to: alice, messages: [text('hi')] });
    expect(sb.control.inbox(sb.channel.channelId, alice)).toEqual([]);
  });

  it('fails for a user ID the platform does not know', async () => {
    const err = await lineError(sb.client.pushMessage({ to: `U${'0'.repeat(32)}`, messages: [text('hi')] }));
    expect(err.status).toBe(400);
    expect(err.body).toEqual({ message: 'Failed to send messages' });
  });

  it('carries x-line-request-id on every response', async () => {
    const { httpResponse } = await sb.client.pushMessageWithHttpInfo({ to: alice, messages: [text('hi')] });
    expect(httpResponse.headers.get('x-line-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const err = await lineError(sb.client.pushMessage({ to: 'nobody', messages: [text('hi')] }));
    expect(err.headers.get('x-line-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('multicast and broadcast', () => {
  it('multicast reaches the friends among the recipients', async () => {
    const carol = sb.control.createUser().userId;
    await sb.control.follow(sb.channel.channelId, carol);
    await sb.client.multicast({ to: [alice, bob, carol], messages: [text('news')] });
    expect(sb.control.inbox(sb.channel.channelId, alice)).toHaveLength(1);
    expect(sb.control.inbox(sb.channel.channelId, bob)).toHaveLength(0);
    expect(sb.control.inbox(sb.channel.channelId, carol)[0]?.via).toBe('multicast');
  });

  it('broadcast reaches every friend', async () => {
    await sb.control.follow(sb.channel.channelId, bob);
    await sb.client.broadcast({ messages: [text('to all')] });
    for (const user of [alice, bob]) {
      expect(sb.control.inbox(sb.channel.channelId, user).map((m) => m.message)).toEqual([
        { type: 'text', text: 'to all' },
      ]);
    }
  });
});

describe('reply', () => {
  it('answers in the chat the event came from, once', async () => {
    const { event } = await sb.control.sendMessage(sb.channel.channelId, alice, {
      type: 'text',
      text: 'hello?',
    });
    const replyToken = String(event.replyToken);
    const res = await sb.client.replyMessage({ replyToken, messages: [text('hello!')] });
    expect(res.sentMessages).toHaveLength(1);
    expect(sb.control.inbox(sb.channel.channelId, alice).map((m) => m.via)).toEqual(['reply']);
    const again = await lineError(sb.client.replyMessage({ replyToken, messages: [text('again')] }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'Invalid reply token' });
  });

  it('rejects a token older than one minute', async () => {
    const { event } = await sb.control.sendMessage(sb.channel.channelId, alice, {
      type: 'text',
      text: 'hello?',
    });
    await sb.clock.advance(60_001);
    const err = await lineError(
      sb.client.replyMessage({ replyToken: String(event.replyToken), messages: [text('late')] }),
    );
    expect(err.body.message).toBe('Invalid reply token');
  });

  it('rejects an unknown token', async () => {
    const err = await lineError(sb.client.replyMessage({ replyToken: 'nope', messages: [text('x')] }));
    expect(err.status).toBe(400);
  });
});

describe('validate endpoints', () => {
  it('accept valid messages and reject invalid ones with details', async () => {
    await expect(sb.client.validatePush({ messages: [text('ok')] })).resolves.toEqual({});
    const err = await lineError(sb.client.validateBroadcast({ messages: [{ type: 'text', text: '' }] }));
    expect(err.body).toEqual({
      message: 'The request body has 1 error(s)',
      details: [{ message: 'May not be empty', property: 'messages[0].text' }],
    });
  });
});

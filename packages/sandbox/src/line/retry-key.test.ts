import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, text } from '../test/harness.ts';
import { checkRetryKey, RetryKeys } from './retry-key.ts';

const KEY = '123e4567-e89b-12d3-a456-426614174000';

describe('checkRetryKey', () => {
  it.each([
    [undefined, 'pushMessage', { kind: 'absent' }],
    [undefined, 'replyMessage', { kind: 'absent' }],
    [KEY, 'pushMessage', { kind: 'key', key: KEY }],
    [KEY.toUpperCase(), 'broadcast', { kind: 'key', key: KEY }],
    [KEY, 'multicast', { kind: 'key', key: KEY }],
    [KEY, 'narrowcast', { kind: 'key', key: KEY }],
    ['not-a-uuid', 'pushMessage', { kind: 'invalid' }],
    ['', 'pushMessage', { kind: 'invalid' }],
    [KEY, 'replyMessage', { kind: 'unsupported' }],
    [KEY, 'getProfile', { kind: 'unsupported' }],
    [KEY, 'pushMessagesByPhone', { kind: 'unsupported' }],
  ])('%s on %s', (header, operationId, expected) => {
    expect(checkRetryKey(header, operationId)).toEqual(expected);
  });
});

describe('RetryKeys', () => {
  it('holds an accepted key for 24 hours per channel', () => {
    const keys = new RetryKeys();
    expect(keys.reserve('c1', KEY, 'r1', 0)).toBeUndefined();
    keys.complete('c1', KEY, 'r1', true, [{ id: '1' }]);
    expect(keys.reserve('c1', KEY, 'r2', 1000)).toEqual({ requestId: 'r1', sentMessages: [{ id: '1' }] });
    expect(keys.reserve('c2', KEY, 'r3', 1000)).toBeUndefined();
    expect(keys.reserve('c1', KEY, 'r4', 24 * 3_600_000)).toBeUndefined();
  });

  it('frees the key of a request that failed', () => {
    const keys = new RetryKeys();
    keys.reserve('c1', KEY, 'r1', 0);
    keys.complete('c1', KEY, 'r1', false);
    expect(keys.reserve('c1', KEY, 'r2', 1)).toBeUndefined();
  });
});

describe('X-Line-Retry-Key through the API', () => {
  it('answers a repeated push with 409, the accepted request id and the original sentMessages', async () => {
    const sb = await startTestSandbox();
    try {
      const user = sb.control.createUser().userId;
      await sb.control.follow(sb.channel.channelId, user);
      const key = randomUUID();
      const first = await sb.client.pushMessageWithHttpInfo({ to: user, messages: [text('once')] }, key);
      const err = await lineError(sb.client.pushMessage({ to: user, messages: [text('once')] }, key));
      expect(err.status).toBe(409);
      expect(err.headers.get('x-line-accepted-request-id')).toBe(
        first.httpResponse.headers.get('x-line-request-id'),
      );
      expect(err.headers.get('x-line-request-id')).not.toBe(
        first.httpResponse.headers.get('x-line-request-id'),
      );
      expect(err.body).toEqual({
        message: 'The retry key is already accepted',
        sentMessages: first.body.sentMessages,
      });
      expect(sb.control.inbox(sb.channel.channelId, user)).toHaveLength(1);
    } finally {
      await sb.close();
    }
  });

  it('answers a repeated broadcast with 409 without sentMessages, and forgets keys after 24 h', async () => {
    const sb = await startTestSandbox();
    try {
      const key = randomUUID();
      await sb.client.broadcast({ messages: [text('x')] }, key);
      const err = await lineError(sb.client.broadcast({ messages: [text('x')] }, key));
      expect(err.status).toBe(409);
      expect(err.body).toEqual({ message: 'The retry key is already accepted' });
      await sb.clock.advance(24 * 3_600_000);
      await sb.client.broadcast({ messages: [text('x')] }, key);
    } finally {
      await sb.close();
    }
  });

  it('refuses a key that is not a UUID, and a key on reply', async () => {
    const sb = await startTestSandbox();
    try {
      const user = sb.control.createUser().userId;
      await sb.control.follow(sb.channel.channelId, user);
      const bad = await lineError(sb.client.pushMessage({ to: user, messages: [text('x')] }, 'abc'));
      expect(bad.status).toBe(400);
      const { event } = await sb.control.sendMessage(sb.channel.channelId, user, {
        type: 'text',
        text: 'hi',
      });
      const res = await fetch(`${sb.url}/v2/bot/message/reply`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sb.channel.accessToken}`,
          'content-type': 'application/json',
          'x-line-retry-key': randomUUID(),
        },
        body: JSON.stringify({ replyToken: event.replyToken, messages: [text('x')] }),
      });
      expect(res.status).toBe(400);
      expect(sb.control.inbox(sb.channel.channelId, user)).toHaveLength(0);
    } finally {
      await sb.close();
    }
  });

  it('accepts the retry of a request that met a 500, exactly once', async () => {
    const sb = await startTestSandbox();
    try {
      const user = sb.control.createUser().userId;
      await sb.control.follow(sb.channel.channelId, user);
      const key = randomUUID();
      sb.control.setFaults({ rules: [{ pathPrefix: '/v2/bot/message/push', serverError: 1 }] });
      expect((await lineError(sb.client.pushMessage({ to: user, messages: [text('x')] }, key))).status).toBe(
        500,
      );
      sb.control.setFaults({ rules: [] });
      await sb.client.pushMessage({ to: user, messages: [text('x')] }, key);
      expect((await lineError(sb.client.pushMessage({ to: user, messages: [text('x')] }, key))).status).toBe(
        409,
      );
      expect(sb.control.inbox(sb.channel.channelId, user)).toHaveLength(1);
    } finally {
      await sb.close();
    }
  });

  it('answers 409 to the retry of a request processed before its connection dropped', async () => {
    const sb = await startTestSandbox();
    try {
      const user = sb.control.createUser().userId;
      await sb.control.follow(sb.channel.channelId, user);
      const key = randomUUID();
      sb.control.setFaults({ rules: [{ pathPrefix: '/v2/bot/message/push', dropAfterProcessing: 1 }] });
      await expect(sb.client.pushMessage({ to: user, messages: [text('x')] }, key)).rejects.toThrow(
        TypeError,
      );
      sb.control.setFaults({ rules: [] });
      const err = await lineError(sb.client.pushMessage({ to: user, messages: [text('x')] }, key));
      expect(err.status).toBe(409);
      expect(err.body.sentMessages).toHaveLength(1);
      expect(sb.control.inbox(sb.channel.channelId, user)).toHaveLength(1);
    } finally {
      await sb.close();
    }
  });
});

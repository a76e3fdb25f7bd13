import { describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, text } from '../test/harness.ts';
import { DEFAULT_LIMIT, limitFor, RateLimiter } from './rate-limit.ts';

const HOUR = 3_600_000;

describe('LINE per-endpoint limits', () => {
  it.each([
    ['pushMessage', 2000, 1000],
    ['replyMessage', 2000, 1000],
    ['getProfile', 2000, 1000],
    ['multicast', 200, 1000],
    ['narrowcast', 60, HOUR],
    ['broadcast', 60, HOUR],
    ['testWebhookEndpoint', 60, HOUR],
    ['createRichMenu', 100, HOUR],
    ['deleteRichMenu', 100, HOUR],
    ['richMenuBatch', 3, HOUR],
    ['getRichMenuList', 10, 1000],
    ['createAudienceGroup', 60, 60_000],
    ['setWebhookEndpoint', 1000, 60_000],
    ['showLoadingAnimation', 100, 1000],
    ['issueChannelToken', 370, 1000],
  ])('%s: %i per %i ms', (operationId, count, perMs) => {
    expect(limitFor(operationId)).toEqual({ count, perMs });
  });

  it('defaults to 2,000 per second', () => {
    expect(limitFor('somethingNew')).toBe(DEFAULT_LIMIT);
  });
});

describe('RateLimiter', () => {
  it('keeps channels and endpoints apart, and can be switched off', () => {
    const limiter = new RateLimiter();
    for (let i = 0; i < 60; i++) expect(limiter.allow('a', 'broadcast', 0)).toBe(true);
    expect(limiter.allow('a', 'broadcast', 0)).toBe(false);
    expect(limiter.allow('b', 'broadcast', 0)).toBe(true);
    expect(limiter.allow('a', 'narrowcast', 0)).toBe(true);
    limiter.enabled = false;
    expect(limiter.allow('a', 'broadcast', 0)).toBe(true);
  });
});

describe('through the API', () => {
  it('answers the 61st broadcast within the hour with 429, and refills with time', async () => {
    const sb = await startTestSandbox();
    try {
      for (let i = 0; i < 60; i++) await sb.client.broadcast({ messages: [text(`#${i}`)] });
      const err = await lineError(sb.client.broadcast({ messages: [text('one too many')] }));
      expect(err.status).toBe(429);
      expect(err.body).toEqual({ message: 'The API rate limit has been exceeded. Try again later.' });
      await sb.clock.advance(60_000);
      await sb.client.broadcast({ messages: [text('a minute later')] });
    } finally {
      await sb.close();
    }
  });

  it('refills faster with a speed factor', async () => {
    const sb = await startTestSandbox({ speed: 1000 });
    try {
      for (let i = 0; i < 60; i++) await sb.client.broadcast({ messages: [text(`#${i}`)] });
      await expect(lineError(sb.client.broadcast({ messages: [text('x')] }))).resolves.toMatchObject({
        status: 429,
      });
      await sb.clock.advance(60); // one token per 60 ms at 1000×
      await sb.client.broadcast({ messages: [text('refilled')] });
    } finally {
      await sb.close();
    }
  });

  it('limits push at 2,000 per second per channel', async () => {
    const sb = await startTestSandbox();
    try {
      const user = sb.control.createUser().userId;
      await sb.control.follow(sb.channel.channelId, user);
      // The manual clock stands still: no refill while 2,000 requests go through, 25 at a time.
      let accepted = 0;
      for (let batch = 0; batch < 80; batch++) {
        const results = await Promise.allSettled(
          Array.from({ length: 25 }, () => sb.client.pushMessage({ to: user, messages: [text('x')] })),
        );
        accepted += results.filter((r) => r.status === 'fulfilled').length;
      }
      expect(accepted).toBe(2000);
      const err = await lineError(sb.client.pushMessage({ to: user, messages: [text('x')] }));
      expect(err.status).toBe(429);
      await sb.clock.advance(1);
      await sb.client.pushMessage({ to: user, messages: [text('2 tokens a millisecond')] });
      const other = sb.control.createChannel();
      await expect(sb.clientFor(other.accessToken).getBotInfo()).resolves.toBeTruthy();
      sb.control.configure({ rateLimits: false });
      await sb.client.pushMessage({ to: user, messages: [text('limits off')] });
    } finally {
      await sb.close();
    }
  }, 20_000);
});

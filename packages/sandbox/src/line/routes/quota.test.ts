import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox, text } from '../../test/harness.ts';
import { exceedsQuota, remainingQuota } from '../messaging/send.ts';
import { deliveryStatus } from './quota.ts';

describe('quota decisions', () => {
  it.each([
    [{ type: 'none' } as const, 1_000_000, 10, false],
    [{ type: 'limited', value: 10 } as const, 9, 1, false],
    [{ type: 'limited', value: 10 } as const, 9, 2, true],
    [{ type: 'limited', value: 10 } as const, 10, 0, false],
    [{ type: 'limited', value: 0 } as const, 0, 1, true],
  ])('%j used %i + %i → exceeds %s', (quota, used, n, exceeds) => {
    expect(exceedsQuota(quota, used, n)).toBe(exceeds);
  });

  it('remaining quota', () => {
    expect(remainingQuota({ type: 'limited', value: 10 }, 12)).toBe(0);
    expect(remainingQuota({ type: 'none' }, 12)).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    ['20260101', '20261102', 3, { status: 'ready', success: 3 }],
    ['20260101', '20261102', undefined, { status: 'ready', success: 0 }],
    ['20261102', '20261102', 3, { status: 'unready' }],
    ['20261201', '20261102', undefined, { status: 'unready' }],
    ['20180330', '20261102', undefined, { status: 'out_of_service' }],
  ])('delivery status of %s on %s', (day, today, delivered, expected) => {
    expect(deliveryStatus(day, today, delivered)).toEqual(expected);
  });
});

describe('quota through the API', () => {
  let sb: TestSandbox;
  const users: string[] = [];
  beforeEach(async () => {
    sb = await startTestSandbox({ channel: { quota: { type: 'limited', value: 5 } } });
    users.length = 0;
    for (let i = 0; i < 3; i++) {
      const id = sb.control.createUser().userId;
      users.push(id);
      await sb.control.follow(sb.channel.channelId, id);
    }
  });
  afterEach(() => sb.close());

  it('counts one message per recipient for push, multicast and broadcast, none for reply', async () => {
    await expect(sb.client.getMessageQuota()).resolves.toEqual({ type: 'limited', value: 5 });
    await sb.client.pushMessage({ to: users[0] ?? '', messages: [text('a'), text('b')] });
    await expect(sb.client.getMessageQuotaConsumption()).resolves.toEqual({ totalUsage: 1 });
    const { event } = await sb.control.sendMessage(sb.channel.channelId, users[1] ?? '', {
      type: 'text',
      text: 'hi',
    });
    await sb.client.replyMessage({ replyToken: String(event.replyToken), messages: [text('free')] });
    await sb.client.multicast({ to: users.slice(0, 2), messages: [text('m')] });
    await expect(sb.client.getMessageQuotaConsumption()).resolves.toEqual({ totalUsage: 3 });
  });

  it('answers 429 "You have reached your monthly limit." when a send would exceed it', async () => {
    await sb.client.broadcast({ messages: [text('1')] });
    const err = await lineError(sb.client.broadcast({ messages: [text('2')] }));
    expect(err).toMatchObject({ status: 429, body: { message: 'You have reached your monthly limit.' } });
    await sb.client.pushMessage({ to: users[0] ?? '', messages: [text('fits')] });
    await sb.client.pushMessage({ to: users[1] ?? '', messages: [text('fits')] });
    expect(
      (await lineError(sb.client.pushMessage({ to: users[2] ?? '', messages: [text('no')] }))).status,
    ).toBe(429);
    expect(sb.control.inbox(sb.channel.channelId, users[2] ?? '')).toHaveLength(1);
  });

  it('starts again next month (JST)', async () => {
    await sb.client.broadcast({ messages: [text('1')] });
    sb.clock.set(Date.UTC(2026, 10, 30, 15, 0, 0)); // 2026-12-01 00:00 JST
    await expect(sb.client.getMessageQuotaConsumption()).resolves.toEqual({ totalUsage: 0 });
    await sb.client.broadcast({ messages: [text('december')] });
  });

  it('reports per-day delivery counts once the day is over', async () => {
    await sb.client.pushMessage({ to: users[0] ?? '', messages: [text('a')] });
    await sb.client.multicast({ to: users, messages: [text('b')] });
    const today = '20261102';
    await expect(sb.client.getNumberOfSentPushMessages(today)).resolves.toEqual({ status: 'unready' });
    await sb.clock.advance(24 * 3_600_000);
    await expect(sb.client.getNumberOfSentPushMessages(today)).resolves.toEqual({
      status: 'ready',
      success: 1,
    });
    await expect(sb.client.getNumberOfSentMulticastMessages(today)).resolves.toEqual({
      status: 'ready',
      success: 3,
    });
    const err = await lineError(sb.client.getNumberOfSentPushMessages('2026-11-02'));
    expect(err.body).toEqual({ message: "The value for the 'date' parameter is invalid" });
  });
});

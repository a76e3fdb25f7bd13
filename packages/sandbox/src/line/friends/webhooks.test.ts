import { validateSignature } from '@line/bot-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  lineError,
  type Receiver,
  startReceiver,
  startTestSandbox,
  type TestSandbox,
  text,
} from '../../test/harness.ts';
import { validateSchema } from '../spec/validator.ts';

let sb: TestSandbox;
let receiver: Receiver;
let user: string;

beforeEach(async () => {
  receiver = await startReceiver();
  sb = await startTestSandbox({
    channel: { webhookUrl: receiver.url },
    timings: { redeliveryDelaysMs: [1000, 120_000] },
  });
  user = sb.control.createUser({ displayName: 'Alice' }).userId;
});
afterEach(async () => {
  await sb.close();
  await receiver.close();
});

const channelId = () => sb.channel.channelId;

describe('webhook delivery', () => {
  it('signs the raw body with the channel secret, as validateSignature checks it', async () => {
    const result = await sb.control.follow(channelId(), user);
    expect(result.delivery).toEqual({ url: receiver.url, status: 200 });
    const [webhook] = receiver.received;
    const signature = String(webhook?.headers['x-line-signature']);
    expect(validateSignature(webhook?.raw ?? '', sb.channel.channelSecret, signature)).toBe(true);
    expect(validateSignature(webhook?.raw ?? '', 'another secret', signature)).toBe(false);
    expect(webhook?.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends LINE-shaped events: destination, ULID webhookEventId, deliveryContext, reply token', async () => {
    await sb.control.follow(channelId(), user);
    const body = receiver.received[0]?.body;
    expect(body?.destination).toBe(sb.channel.botUserId);
    const event = body?.events[0];
    expect(event).toMatchObject({
      type: 'follow',
      mode: 'active',
      timestamp: sb.clock.now(),
      source: { type: 'user', userId: user },
      deliveryContext: { isRedelivery: false },
      follow: { isUnblocked: false },
    });
    expect(event?.webhookEventId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(event?.replyToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('produces every event kind in the shape of webhook.yml', async () => {
    const c = channelId();
    await sb.control.follow(c, user);
    await sb.control.sendMessage(c, user, { type: 'text', text: 'hello' });
    await sb.control.sendMessage(c, user, { type: 'sticker', packageId: '446', stickerId: '1988' });
    await sb.control.sendMessage(c, user, { type: 'image' });
    await sb.control.sendMessage(c, user, { type: 'video', duration: 3000 });
    await sb.control.sendMessage(c, user, { type: 'audio', duration: 2000 });
    await sb.control.sendMessage(c, user, {
      type: 'file',
      fileName: 'a.txt',
      data: Buffer.from('abc').toString('base64'),
    });
    await sb.control.sendMessage(c, user, {
      type: 'location',
      title: 'Tokyo Tower',
      address: 'Minato',
      latitude: 35.65,
      longitude: 139.74,
    });
    await sb.control.postback(c, user, { data: 'action=buy', params: { datetime: '2026-11-02T10:00' } });
    await sb.control.beacon(c, user, { hwid: 'd41d8cd98f', type: 'enter' });
    await sb.control.videoPlayComplete(c, user, { trackingId: 'track-1' });
    const other = sb.control.createUser().userId;
    const { group } = await sb.control.createGroup(c, { groupName: 'Team', memberIds: [user] });
    await sb.control.sendMessage(c, user, { type: 'text', text: 'in the group' }, { groupId: group.groupId });
    await sb.control.addGroupMembers(group.groupId, [other]);
    await sb.control.removeGroupMember(group.groupId, other);
    await sb.control.removeBotFromGroup(group.groupId);
    await sb.control.block(c, user);
    const types = receiver.received.map((w) => {
      expect(validateSchema('webhook', 'CallbackRequest', w.body)).toEqual({ ok: true });
      const event = w.body.events[0];
      return event?.type === 'message' ? `message:${(event.message as { type: string }).type}` : event?.type;
    });
    expect(types).toEqual([
      'follow',
      'message:text',
      'message:sticker',
      'message:image',
      'message:video',
      'message:audio',
      'message:file',
      'message:location',
      'postback',
      'beacon',
      'videoPlayComplete',
      'join',
      'message:text',
      'memberJoined',
      'memberLeft',
      'leave',
      'unfollow',
    ]);
    expect(receiver.received[12]?.body.events[0]?.source).toEqual({
      type: 'group',
      groupId: group.groupId,
      userId: user,
    });
  });

  it('lets the bot download what users sent', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const { event } = await sb.control.sendMessage(channelId(), user, {
      type: 'image',
      contentType: 'image/png',
      data: png.toString('base64'),
    });
    const id = String((event.message as { id: string }).id);
    const res = await sb.blob.getMessageContentWithHttpInfo(id);
    expect(res.httpResponse.headers.get('content-type')).toBe('image/png');
    const chunks: Buffer[] = [];
    for await (const chunk of res.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks)).toEqual(png);
    // LINE reports preparation only for videos and audio.
    expect((await lineError(sb.blob.getMessageContentTranscodingByMessageId(id))).status).toBe(400);
    expect((await lineError(sb.blob.getMessageContent('1234'))).status).toBe(404);
  });

  it.each([
    [false, 'succeeded', 200],
    [true, 'failed', 202],
  ] as const)(
    'answers 202 for a video being prepared; when fails is %s it ends %s',
    async (fails, status, code) => {
      const mp4 = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
      const { event } = await sb.control.sendMessage(channelId(), user, {
        type: 'video',
        data: mp4.toString('base64'),
        prepareMs: 5000,
        prepareFails: fails,
      });
      const id = String((event.message as { id: string }).id);
      const preparing = await sb.blob.getMessageContentWithHttpInfo(id);
      expect(preparing.httpResponse.status).toBe(202);
      await expect(sb.blob.getMessageContentTranscodingByMessageId(id)).resolves.toEqual({
        status: 'processing',
      });
      await sb.clock.advance(5000);
      await expect(sb.blob.getMessageContentTranscodingByMessageId(id)).resolves.toEqual({ status });
      const after = await sb.blob.getMessageContentWithHttpInfo(id);
      expect(after.httpResponse.status).toBe(code);
      if (code === 200) expect(Buffer.concat(await after.body.toArray())).toEqual(mp4);
    },
  );

  it('sends nothing when the channel has no active webhook', async () => {
    sb.control.updateChannel(channelId(), { webhookActive: false });
    const result = await sb.control.follow(channelId(), user);
    expect(result.delivery).toBeNull();
    expect(receiver.received).toHaveLength(0);
  });
});

describe('redelivery', () => {
  it('redelivers when the receiver fails, marked as redelivery with the same id and reply token', async () => {
    sb.control.updateChannel(channelId(), { redelivery: true });
    receiver.status = 500;
    const first = await sb.control.sendMessage(channelId(), user, { type: 'text', text: 'anyone?' });
    expect(first.delivery?.status).toBe(500);
    receiver.status = 200;
    await sb.clock.advance(1000);
    const again = await receiver.nth(1);
    const original = receiver.received[0]?.body.events[0];
    const redelivered = again.body.events[0];
    expect(redelivered?.deliveryContext).toEqual({ isRedelivery: true });
    expect(redelivered?.webhookEventId).toBe(original?.webhookEventId);
    expect(redelivered?.replyToken).toBe(original?.replyToken);
    expect(redelivered?.timestamp).toBe(original?.timestamp);
    expect(
      validateSignature(again.raw, sb.channel.channelSecret, String(again.headers['x-line-signature'])),
    ).toBe(true);
    // Answered 2xx: no more attempts.
    await sb.clock.advance(200_000);
    expect(receiver.received).toHaveLength(2);
  });

  it('keeps a redelivered reply token usable for a minute after the redelivery', async () => {
    sb.control.updateChannel(channelId(), { redelivery: true });
    receiver.status = 503;
    const { event } = await sb.control.sendMessage(channelId(), user, { type: 'text', text: 'hi' });
    await sb.clock.advance(1000); // 2nd attempt fails too
    receiver.status = 200;
    await sb.clock.advance(120_000); // 3rd attempt, 121 s after the event
    await receiver.nth(2);
    await sb.clock.advance(30_000);
    await expect(
      sb.client.replyMessage({ replyToken: String(event.replyToken), messages: [text('sorry, late')] }),
    ).resolves.toBeTruthy();
  });

  it('does not redeliver when redelivery is off (the default)', async () => {
    receiver.status = 500;
    await sb.control.sendMessage(channelId(), user, { type: 'text', text: 'hi' });
    await sb.clock.advance(200_000);
    expect(receiver.received).toHaveLength(1);
    expect(sb.control.webhooks({ channelId: channelId() })).toMatchObject([
      { attempt: 1, status: 500, isRedelivery: false },
    ]);
  });

  it('records unreachable receivers', async () => {
    sb.control.updateChannel(channelId(), { webhookUrl: 'http://127.0.0.1:9/nothing' });
    const result = await sb.control.follow(channelId(), user);
    expect(result.delivery?.status).toBeNull();
    expect(result.delivery?.error).toBeTruthy();
  });
});

describe('webhook endpoint API', () => {
  it('gets, sets and tests the endpoint', async () => {
    await expect(sb.client.getWebhookEndpoint()).resolves.toEqual({ endpoint: receiver.url, active: true });
    await sb.client.setWebhookEndpoint({ endpoint: `${receiver.url}?v=2` });
    await expect(sb.client.getWebhookEndpoint()).resolves.toMatchObject({ endpoint: `${receiver.url}?v=2` });
    const ok = await sb.client.testWebhookEndpoint({});
    expect(ok).toMatchObject({ success: true, statusCode: 200, reason: 'OK', detail: '200' });
    expect(receiver.received[0]?.body).toEqual({ destination: sb.channel.botUserId, events: [] });
    receiver.status = 500;
    await expect(sb.client.testWebhookEndpoint({ endpoint: receiver.url })).resolves.toMatchObject({
      success: false,
      statusCode: 500,
      reason: 'ERROR_STATUS_CODE',
    });
    const unreachable = await sb.client.testWebhookEndpoint({ endpoint: 'http://127.0.0.1:9/x' });
    expect(unreachable).toMatchObject({ success: false, statusCode: 0, reason: 'COULD_NOT_CONNECT' });
  });
});

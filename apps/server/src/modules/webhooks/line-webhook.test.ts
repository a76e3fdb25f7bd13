import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, givenMember, signIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount, lineEvent, signedWebhook } from '../../test/line-fixtures.ts';
import { lineUsers } from '../line-accounts/line-accounts.schema.ts';
import { webhookEvents } from './webhooks.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function setup() {
  const { hubId, user } = await givenMember(t);
  const { account, channelSecret } = await givenLineAccount(t, hubId);
  const post = (request: { payload: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: `/webhooks/line/${account.id}`, ...request });
  const stored = () =>
    t.deps.db.select().from(webhookEvents).where(eq(webhookEvents.lineAccountId, account.id));
  return { hubId, user, account, channelSecret, post, stored };
}

describe('POST /webhooks/line/:accountId', () => {
  it('answers 200 to an empty events array (LINE’s connectivity check)', async () => {
    const { post, channelSecret, stored } = await setup();
    const response = await post(signedWebhook(channelSecret, []));
    expect(response.statusCode).toBe(200);
    expect(await stored()).toHaveLength(0);
  });

  it('refuses a bad or missing signature with 401, stores nothing, and counts it in the health', async () => {
    const { post, channelSecret, stored, hubId, user, account } = await setup();
    const forged = signedWebhook('0'.repeat(32), [lineEvent('unfollow')]);
    expect((await post(forged)).statusCode).toBe(401);
    const unsigned = signedWebhook(channelSecret, [lineEvent('unfollow')]);
    expect(
      (await post({ payload: unsigned.payload, headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(401);
    const tampered = signedWebhook(channelSecret, [lineEvent('unfollow')]);
    expect(
      (await post({ ...tampered, payload: tampered.payload.replace('unfollow', 'follow') })).statusCode,
    ).toBe(401);
    expect(await stored()).toHaveLength(0);
    const { cookie } = await signIn(t, user.email);
    const health = (
      await t.request({
        method: 'GET',
        url: `/api/${hubId}/line/${account.id}/webhook-health`,
        headers: { cookie },
      })
    ).json();
    expect(health).toMatchObject({ signatureFailures: 3, eventsLastHour: 0 });
  });

  it('stores a redelivered or duplicated event once, also when copies arrive at the same moment', async () => {
    const { post, channelSecret, stored } = await setup();
    const event = lineEvent('unfollow');
    const first = signedWebhook(channelSecret, [
      event,
      lineEvent('unfollow', {}, 'Uaaaa0629c0d1a6a2f0b61a0c8b3e9f01'),
    ]);
    const redelivered = signedWebhook(channelSecret, [{ ...event, deliveryContext: { isRedelivery: true } }]);
    const responses = await Promise.all([post(first), post(first), post(redelivered), post(redelivered)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.webhookEventId)).size).toBe(2);
  });

  it('keeps an event whose text carries a NUL or a lone surrogate, made storable', async () => {
    const { post, channelSecret, stored } = await setup();
    const message = { type: 'text', id: '5001', quoteToken: 'q', text: 'a\u0000b\ud800c' };
    const response = await post(signedWebhook(channelSecret, [lineEvent('message', { message })]));
    expect(response.statusCode).toBe(200);
    const [row] = await stored();
    expect((row?.payload as { message: { text: string } } | undefined)?.message.text).toBe('ab\ufffdc');
  });

  it('processes an unfollow into a blocked friend', async () => {
    const { post, channelSecret, account, stored } = await setup();
    const userId = 'Ub10c6e4a7d0f4b4b8e1f2a3b4c5d6e7f';
    expect((await post(signedWebhook(channelSecret, [lineEvent('unfollow', {}, userId)]))).statusCode).toBe(
      200,
    );
    const rows = await eventually(stored, (events) => events.every((event) => event.status === 'processed'));
    expect(rows.map((row) => row.status)).toEqual(['processed']);
    const [friend] = await t.deps.db.select().from(lineUsers).where(eq(lineUsers.lineAccountId, account.id));
    expect(friend).toMatchObject({ userId, hubId: account.hubId });
    expect(friend?.blockedAt).toBeInstanceOf(Date);
  });

  it('refuses malformed bodies and unknown accounts without storing', async () => {
    const { post, channelSecret, stored } = await setup();
    const notJson = signedWebhook(channelSecret, []);
    const body = '{"events": [ {"type": "follow"';
    const signature = (await import('node:crypto'))
      .createHmac('sha256', channelSecret)
      .update(body)
      .digest('base64');
    expect(
      (await post({ payload: body, headers: { ...notJson.headers, 'x-line-signature': signature } }))
        .statusCode,
    ).toBe(400);
    expect(await stored()).toHaveLength(0);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/webhooks/line/00000000-0000-4000-8000-000000000000',
      ...signedWebhook(channelSecret, []),
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/webhooks/line/not-a-uuid',
          ...signedWebhook(channelSecret, []),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('records a processing failure with its reason, retries, and ends failed after the last attempt', async () => {
    // A sandbox-bound account with no sandbox configured: reading the follower's profile fails.
    const { post, channelSecret, stored, hubId, user, account } = await setup();
    const follow = lineEvent('follow', { replyToken: 'r', follow: { isUnblocked: false } });
    await post(signedWebhook(channelSecret, [follow]));
    const [retrying] = await eventually(stored, (events) => (events[0]?.attempts ?? 0) >= 1);
    expect(retrying).toMatchObject({ status: 'pending', error: 'line.error.unreachable' });

    await t.deps.db
      .update(webhookEvents)
      .set({ attempts: 4 })
      .where(eq(webhookEvents.lineAccountId, account.id));
    await post(signedWebhook(channelSecret, [{ ...follow, deliveryContext: { isRedelivery: true } }]));
    const [failed] = await eventually(stored, (events) => events[0]?.status === 'failed');
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, error: 'line.error.unreachable' });
    const { cookie } = await signIn(t, user.email);
    const health = (
      await t.request({
        method: 'GET',
        url: `/api/${hubId}/line/${account.id}/webhook-health`,
        headers: { cookie },
      })
    ).json();
    expect(health.failed).toEqual([
      expect.objectContaining({ type: 'follow', error: 'line.error.unreachable' }),
    ]);
  });

  it('takes the valid events of a delivery and skips one whose message id would reach a path or a URL, writing no file', async () => {
    const { post, channelSecret, stored } = await setup();
    const { dataDir } = t.deps.config;
    // `#` would keep LINE's request on the real /content while `../` walks the file path out of the data dir.
    const evil = lineEvent('message', {
      replyToken: '85cbe770fa8b4f45bbe077b1d4be4a36',
      message: { id: '123#/../../../../pwned', type: 'file', fileName: 'a.txt', fileSize: 1 },
    });
    const valid = lineEvent('unfollow', {}, 'Ub10c6e4a7d0f4b4b8e1f2a3b4c5d6e70');
    const response = await post(signedWebhook(channelSecret, [evil, valid]));
    expect(response.statusCode).toBe(200);
    const rows = await eventually(stored, (events) => events.every((event) => event.status === 'processed'));
    expect(rows.map((row) => row.webhookEventId)).toEqual([valid.webhookEventId]);
    expect(fs.existsSync(path.join(dataDir, 'pwned'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
  });

  it.each([
    ['a timestamp of 1e20', [lineEvent('unfollow', { timestamp: 1e20 })]],
    ['a timestamp of -1e20', [lineEvent('unfollow', { timestamp: -1e20 })]],
    ['a user id with a path', [lineEvent('unfollow', {}, 'U../../../../etc/passwd')]],
  ])('answers 200 to a delivery with %s and stores nothing', async (_name, events) => {
    const { post, channelSecret, stored } = await setup();
    expect((await post(signedWebhook(channelSecret, events))).statusCode).toBe(200);
    expect(await stored()).toHaveLength(0);
  });

  it('stores an event once when the same webhookEventId comes twice in one delivery', async () => {
    const { post, channelSecret, stored } = await setup();
    const event = lineEvent('unfollow');
    expect((await post(signedWebhook(channelSecret, [event, event]))).statusCode).toBe(200);
    expect((await stored()).map((row) => row.webhookEventId)).toEqual([event.webhookEventId]);
  });

  it('never applies a stored event that fails the schema (rows kept from before intake checked them)', async () => {
    const { post, channelSecret, stored, account } = await setup();
    const old = lineEvent('message', { message: { id: '1/../../x', type: 'image' } });
    await t.deps.db.insert(webhookEvents).values({
      hubId: account.hubId,
      lineAccountId: account.id,
      webhookEventId: old.webhookEventId,
      type: 'message',
      payload: old,
      occurredAt: new Date(old.timestamp),
    });
    await post(signedWebhook(channelSecret, [lineEvent('unfollow')]));
    const rows = await eventually(stored, (events) => events.every((event) => event.status !== 'pending'));
    expect(rows.find((row) => row.webhookEventId === old.webhookEventId)).toMatchObject({
      status: 'failed',
      error: 'webhook.invalidEvent',
    });
  });
});

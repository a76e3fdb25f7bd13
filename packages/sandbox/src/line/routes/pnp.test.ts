import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  lineError,
  type Receiver,
  startReceiver,
  startTestSandbox,
  type TestSandbox,
  text,
} from '../../test/harness.ts';
import { hashPhone, pnpProblems } from './pnp.ts';

describe('PNP rules', () => {
  it('hashes E.164 numbers like LINE documents', () => {
    expect(hashPhone('+818000001234')).toBe(
      'd41e0ad70dddfeb68f149ad6fc61574b9c5780ab7bcb2fba5517771ffbb2409c',
    );
  });

  it.each([
    ['d41e0ad70dddfeb68f149ad6fc61574b9c5780ab7bcb2fba5517771ffbb2409c', undefined, []],
    ['+818000001234', undefined, ['to']],
    ['d41e0ad70dddfeb68f149ad6fc61574b9c5780ab7bcb2fba5517771ffbb2409c', 'short', ['X-Line-Delivery-Tag']],
  ])('%s / %s', (to, tag, properties) => {
    expect(pnpProblems(to, tag).map((p) => p.property)).toEqual(properties);
  });
});

describe('PNP through the API', () => {
  let sb: TestSandbox;
  let receiver: Receiver;
  beforeEach(async () => {
    receiver = await startReceiver();
    sb = await startTestSandbox({ channel: { webhookUrl: receiver.url } });
  });
  afterEach(async () => {
    await sb.close();
    await receiver.close();
  });

  it('delivers to the user with that phone number, friend or not, and reports delivery by webhook', async () => {
    const user = sb.control.createUser({ phoneNumber: '+818000001234' }).userId;
    const to = hashPhone('+818000001234');
    await sb.client.pushMessagesByPhone(
      { to, messages: [text('Your parcel has shipped')] },
      'delivery-tag-0000001',
    );
    expect(sb.control.inbox(sb.channel.channelId, user).map((m) => m.via)).toEqual(['pnp']);
    await sb.control.settle();
    expect(receiver.received[0]?.body.events[0]).toMatchObject({
      type: 'delivery',
      delivery: { data: 'delivery-tag-0000001' },
    });
    await sb.clock.advance(86_400_000);
    await expect(sb.client.getPNPMessageStatistics('20261102')).resolves.toEqual({
      status: 'ready',
      success: 1,
    });
  });

  it('answers 422 when no user has the number and 400 for a bad hash', async () => {
    const missing = await lineError(
      sb.client.pushMessagesByPhone({ to: hashPhone('+818011112222'), messages: [text('x')] }),
    );
    expect(missing).toMatchObject({ status: 422, body: { message: 'Failed to send messages' } });
    const bad = await lineError(
      sb.client.pushMessagesByPhone({ to: '+818011112222', messages: [text('x')] }),
    );
    expect(bad.body).toEqual({
      message: 'The request body has 1 error(s)',
      details: [{ message: 'The value must be a valid SHA-256 digest.', property: 'to' }],
    });
  });

  it('accepts template messages with 202', async () => {
    const user = sb.control.createUser({ phoneNumber: '+818000001234' }).userId;
    const res = await fetch(`${sb.url}/v2/bot/message/pnp/templated/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.channel.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        to: hashPhone('+818000001234'),
        templateKey: 'shipment_completed_ja',
        body: { items: [{ itemKey: 'date_002_ja', content: 'Saturday' }] },
      }),
    });
    expect(res.status).toBe(202);
    expect(sb.control.inbox(sb.channel.channelId, user)[0]?.message).toMatchObject({
      type: 'pnpTemplate',
      templateKey: 'shipment_completed_ja',
    });
  });

  it.each([
    [
      'a template LINE does not have',
      { templateKey: 'reserve_004' },
      {
        message: 'Invalid templateKey: reserve_004',
        details: [
          {
            message: "The specified template doesn't exist, or you don't have the permission",
            property: 'templateKey',
          },
        ],
      },
    ],
    [
      'an item the template does not take',
      { body: { items: [{ itemKey: 'datetime_000', content: 'x' }] } },
      {
        message: 'The request body has 1 invalid key(s).',
        details: [
          {
            message: 'The specified item key does not exist: datetime_000',
            property: 'body.items[0].itemKey',
          },
        ],
      },
    ],
    [
      'the same item twice',
      {
        body: {
          emphasizedItem: { itemKey: 'date_002_ja', content: 'Sat' },
          items: [{ itemKey: 'date_002_ja', content: 'Sat' }],
        },
      },
      {
        message: 'The request body has 1 error(s)',
        details: [
          {
            message:
              'Duplicate itemKey in items or between emphasizedItem and items are not allowed: date_002_ja',
            property: 'body.emphasizedItem.itemKey',
          },
        ],
      },
    ],
  ])('refuses %s as LINE documents', async (_case, change, answer) => {
    sb.control.createUser({ phoneNumber: '+818000001234' });
    const res = await fetch(`${sb.url}/v2/bot/message/pnp/templated/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sb.channel.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        to: hashPhone('+818000001234'),
        templateKey: 'shipment_completed_ja',
        ...change,
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(answer);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastCalls } from '../../test/broadcast-fixtures.ts';
import {
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  seededUserId,
  untilSendingEnds,
} from '../../test/delivery-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenSandboxAccount } from '../../test/line-fixtures.ts';
import { startBroadcast } from '../broadcasts/delivery/start-broadcast.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

const card = (header: string, uri: string) => ({
  imageUrl: 'https://example.com/beans.jpg',
  header,
  actions: [{ label: 'Buy', type: 'uri', value: uri }],
});

describe('a carousel in a broadcast', () => {
  it('reaches the friend as the Flex carousel of its cards as they are when sent, LINE’s schema satisfied', async () => {
    const given = await givenSandboxAccount(t);
    const user = given.control.createUser({ displayName: 'Yui' });
    await given.control.follow(given.channel.channelId, user.userId);
    const saved = await given.call('POST', '/line/carousel', {
      name: 'Beans',
      cardType: 'products',
      altText: 'Our beans',
      cards: [
        card('Dark roast', 'https://shop.example.com/dark'),
        card('Light roast', 'https://shop.example.com/light'),
      ],
    });
    expect(saved.statusCode).toBe(200);
    const carouselId = saved.json().id;
    const calls = broadcastCalls(given.call, given.accountId);
    const id = await calls.created({ messages: [{ type: 'carousel', carouselId }] });
    // Edited after the broadcast was saved: the broadcast sends the carousel as it is now.
    await given.call('PATCH', '/line/carousel', {
      ...saved.json().carousel,
      id: carouselId,
      cards: [
        card('Dark roast', 'https://shop.example.com/dark'),
        card('Decaf', 'https://shop.example.com/decaf'),
      ],
    });

    const sent = await given.call('POST', '/line/broadcast-setting/test', {
      id,
      to: { kind: 'lineUserId', lineUserId: user.userId },
    });
    expect(sent.json()).toEqual({ msg: 'Sent Success.' });
    const [entry] = given.control.inbox(given.channel.channelId, user.userId);
    const message = entry?.message as { type: string; altText: string; contents: { contents: object[] } };
    expect(message).toMatchObject({ type: 'flex', altText: 'Our beans' });
    expect(message.contents.contents).toHaveLength(2);
    expect(JSON.stringify(message)).toContain('Decaf');

    const deleted = await given.call('DELETE', `/line/carousel/${carouselId}`);
    expect(deleted.statusCode).toBe(200);
    const gone = await given.call('POST', '/line/broadcast-setting/test', {
      id,
      to: { kind: 'lineUserId', lineUserId: user.userId },
    });
    expect(gone.statusCode).toBe(400);
    await given.control.settle();
  });

  it('sent to a list, has its buttons’ links shortened for click tracking', async () => {
    const given = await givenBroadcastAccount(t);
    const member = await signedInMember(t, { hubId: given.hubId });
    const saved = await member.call('POST', '/line/carousel', {
      name: 'Beans',
      cardType: 'buttons',
      altText: 'Our beans',
      cards: [
        {
          header: 'Dark roast',
          actions: [{ label: 'Buy', type: 'uri', value: 'https://shop.example.com/dark' }],
        },
      ],
    });
    const listId = await givenFriendsInList(t, given, 'carousel', 2);
    const broadcast = await givenBroadcast(t.deps, given, {
      status: 'scheduled',
      targetLists: [listId],
      messages: [{ type: 'carousel', carouselId: saved.json().id }],
    });
    await startBroadcast(t.deps, given.hubId, broadcast.id);
    expect(await untilSendingEnds(t, broadcast.id)).toEqual({ status: 'sent', failureReason: null });
    const received = given.control.inbox(given.channel.channelId, seededUserId('carousel', 0));
    const text = JSON.stringify(received[0]?.message);
    expect(text).toContain('"type":"flex"');
    expect(text).not.toContain('shop.example.com');
    expect(text).toMatch(/"uri":"[^"]+\/r\/[0-9A-Za-z]{10}"/);
  });
});

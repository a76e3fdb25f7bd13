import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenBroadcaster } from '../../test/broadcast-fixtures.ts';
import {
  broadcastStatus,
  givenBroadcast,
  givenBroadcastAccount,
  givenFriendsInList,
  seededUserId,
} from '../../test/delivery-fixtures.ts';
import { eventually, givenMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { users } from '../users/users.schema.ts';
import { startBroadcast } from './delivery/start-broadcast.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://hubline.example' }, { line: true });
});
afterAll(() => t.close());

/** A user of the hub with a name longer than LINE's 20 characters and an avatar file. */
async function givenColleague(hubId: string, avatar: string) {
  const { user } = await givenMember(t, { hubId });
  await t.deps.db
    .update(users)
    .set({ name: 'Sakura Tanaka of the Shibuya branch', avatar: `/api/profile/avatar/${user.id}-${avatar}` })
    .where(eq(users.id, user.id));
  return user.id;
}

describe('sending as a chosen user', () => {
  it('only lets a user of the hub be chosen', async () => {
    const b = await givenBroadcaster(t);
    const stranger = (await givenMember(t)).user.id;
    const refused = await b.create({ sender: { kind: 'user', userId: stranger } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'broadcast.error.senderNotMember',
      msg: 'The sender must be a user of this hub.',
    });
    const id = await b.created({ sender: { kind: 'user', userId: b.user.id } });
    const edit = await b.call('PATCH', '/line/broadcast-setting', {
      id,
      sender: { kind: 'user', userId: 'not-a-user' },
    });
    expect(edit.json().code).toBe('broadcast.error.senderNotMember');
    expect((await b.get(id)).json().sender).toEqual({ kind: 'user', userId: b.user.id });
  });

  it("puts the user's name (LINE's 20 characters) and PNG avatar on each message LINE gets", async () => {
    const given = await givenBroadcastAccount(t);
    const listId = await givenFriendsInList(t, given, 'sender', 2);
    const withPng = await givenColleague(given.hubId, 'aaaaaaaaaaaaaaaa.png');
    const withJpeg = await givenColleague(given.hubId, 'bbbbbbbbbbbbbbbb.jpg');
    const broadcast = await givenBroadcast(t.deps, given, {
      targetLists: [listId],
      sender: { kind: 'user', userId: withPng },
      messages: [
        { type: 'text', text: 'One' },
        { type: 'text', text: 'Two' },
      ],
    });
    await startBroadcast(t.deps, given.hubId, broadcast.id);
    await eventually(
      () => broadcastStatus(t.deps, broadcast.id),
      (row) => row?.status === 'sent',
    );
    const senders = given.control
      .inbox(given.channel.channelId, seededUserId('sender', 0))
      .map((entry) => (entry.message as { sender?: unknown }).sender);
    expect(senders).toEqual([
      {
        name: 'Sakura Tanaka of the',
        iconUrl: `https://hubline.example/api/profile/avatar/${withPng}-aaaaaaaaaaaaaaaa.png`,
      },
      {
        name: 'Sakura Tanaka of the',
        iconUrl: `https://hubline.example/api/profile/avatar/${withPng}-aaaaaaaaaaaaaaaa.png`,
      },
    ]);

    // A JPEG avatar LINE would not take: the name alone.
    const jpeg = await givenBroadcast(t.deps, given, {
      targetLists: [listId],
      sender: { kind: 'user', userId: withJpeg },
    });
    await startBroadcast(t.deps, given.hubId, jpeg.id);
    await eventually(
      () => broadcastStatus(t.deps, jpeg.id),
      (row) => row?.status === 'sent',
    );
    const received = given.control
      .inbox(given.channel.channelId, seededUserId('sender', 1))
      .map((entry) => (entry.message as { sender?: unknown }).sender);
    expect(received.at(-1)).toEqual({ name: 'Sakura Tanaka of the' });
  });
});

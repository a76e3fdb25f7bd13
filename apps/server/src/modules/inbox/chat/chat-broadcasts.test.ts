import { lineUserIdProperty } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenChat } from '../../../test/chat-fixtures.ts';
import { givenBroadcast, untilSendingEnds } from '../../../test/delivery-fixtures.ts';
import { createContacts, eventually, startTestApp, type TestApp } from '../../../test/harness.ts';
import { startBroadcast } from '../../broadcasts/delivery/start-broadcast.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

type Message = { id: string; direction: string; payload: { text?: string }; source: string | null };
const texts = (messages: Message[]) => messages.map((message) => message.payload.text);

/**
 * Ken's chat (he wrote once) and Aiko's (she wrote once) on one account; Ken alone is in the list
 * the broadcasts go to.
 */
async function givenTwoFriends() {
  const given = await givenChat(t);
  const { control, channel, call, seq } = given;
  const aiko = control.createUser({ displayName: 'Aiko Sato' });
  await control.follow(channel.channelId, aiko.userId);
  await control.sendMessage(channel.channelId, aiko.userId, { type: 'text', text: 'Is there parking?' });
  const list = await eventually(
    () => call('GET', `/line/inbox/${seq}`).then((response) => response.json()),
    (body) => body.lineUsers?.length === 2,
  );
  const aikoVid: string = list.lineUsers.find((user: { vid: string }) => user.vid !== given.vid).vid;
  const [ken] = await createContacts(call, [
    { firstname: 'Ken', [lineUserIdProperty(seq)]: given.friend.userId },
    { firstname: 'Aiko', [lineUserIdProperty(seq)]: aiko.userId },
  ]);
  const listId: string = (await call('POST', '/lists', { kind: 'static', name: 'Regulars' })).json().list.id;
  await call('POST', `/lists/${listId}/members`, { contactIds: [ken] });
  /** Sends a broadcast of `messages` to the list now: answers it and how its sending ended. */
  const broadcast = async (name: string, messages: object[]) => {
    const row = await givenBroadcast(
      t.deps,
      { hubId: given.hubId, account: { id: given.accountId } as never },
      { name, status: 'scheduled', targetLists: [listId], messages: messages as never },
    );
    await startBroadcast(t.deps, given.hubId, row.id);
    return { id: row.id, status: (await untilSendingEnds(t, row.id))?.status };
  };
  return { ...given, broadcast, readAiko: () => call('GET', `/line/chat/${seq}/${aikoVid}/0/30`) };
}

describe("a friend's chat with the hub adding all messages", () => {
  it('shows the broadcasts delivered to the friend, as the friend got them, and only then', async () => {
    const { broadcast, read, readAiko, received, call, hubId } = await givenTwoFriends();
    const sale = await broadcast('Spring sale', [
      { type: 'text', text: 'Spring sale: https://example.com/menu' },
    ]);
    expect(sale.status).toBe('sent');
    expect((await broadcast('Hello', [{ type: 'text', text: 'Hi {{firstname}}!' }])).status).toBe('sent');
    // LINE refuses the message: the batch fails, and nothing was delivered.
    const broken = await broadcast('Broken', [
      { type: 'json', json: '{"type":"sticker","packageId":"446"}' },
    ]);
    expect(broken.status).toBe('failure');
    // A sent broadcast is a record: what was delivered is not edited afterwards.
    const edited = await call('PATCH', '/line/broadcast-setting', {
      id: sale.id,
      messages: [{ type: 'text', text: 'Summer sale' }],
    });
    expect(edited.statusCode).toBe(409);
    const delivered = received().map((entry) => (entry.message as { text: string }).text);
    expect(delivered).toEqual([expect.stringMatching(/^Spring sale: http:\/\/\S+\/r\/\w{10}$/), 'Hi Ken!']);

    // 1:1 only: what the friend wrote.
    expect(texts((await read()).json().messages)).toEqual(['Do you open on Sunday?']);

    await call('PATCH', `/inbox-settings/${hubId}`, { addAllMessages: true });
    const all = (await read()).json();
    expect(texts(all.messages)).toEqual(['Do you open on Sunday?', ...delivered]);
    expect(all.messages.slice(1)).toMatchObject([
      { direction: 'out', source: 'broadcast', type: 'text' },
      { direction: 'out', source: 'broadcast', type: 'text' },
    ]);
    expect(all.totalChats).toBe(3);
    // Paged by time together with the chat's own messages.
    expect(texts((await read(0, 2)).json().messages)).toEqual(delivered);
    expect(texts((await read(1, 2)).json().messages)).toEqual(['Do you open on Sunday?']);
    // Aiko was not in the list.
    expect(texts((await readAiko()).json().messages)).toEqual(['Is there parking?']);
  });
});

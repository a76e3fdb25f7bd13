import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenChat } from '../../test/chat-fixtures.ts';
import { eventually, type HubCall, startTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

type Found = {
  vid: string;
  displayName: string;
  match: { messageId: string; snippet: string; sentAt: string } | null;
};

const search = (call: HubCall, searchWords: string, seq = 1) =>
  call('POST', `/line/inbox/${seq}/search`, { searchWords });
const found = async (call: HubCall, searchWords: string) =>
  (await search(call, searchWords)).json().lineUsers as Found[];

/** Ken wrote these, oldest first; the last one is the list's preview. */
const KEN_WROTE = [
  '明日の予約をお願いします。',
  '営業時間は何時までですか？',
  '可以外帶嗎？',
  'こんにちは！',
  'สวัสดีครับ จองโต๊ะได้ไหม',
  'I will fly in from Bangkok tomorrow.',
  'See you soon',
];

/** A chat with Ken, who wrote KEN_WROTE, and Aiko, who wrote only about parking. */
async function givenConversations() {
  const chat = await givenChat(t, { texts: KEN_WROTE });
  const { control, channel, call } = chat;
  const aiko = control.createUser({ displayName: 'Aiko Mori' });
  await control.follow(channel.channelId, aiko.userId);
  await control.sendMessage(channel.channelId, aiko.userId, {
    type: 'text',
    text: 'Is there parking nearby?',
  });
  await eventually(
    () => found(call, 'parking'),
    (users) => users.length === 1,
  );
  return chat;
}

describe('inbox search', () => {
  it('finds CJK and Thai words in any message of a conversation, not only the last, with the message that matched', async () => {
    const { call, vid } = await givenConversations();
    for (const [words, text] of [
      ['予約', KEN_WROTE[0]],
      ['営業時間', KEN_WROTE[1]],
      ['外帶', KEN_WROTE[2]],
      ['こんにちは', KEN_WROTE[3]],
      ['จองโต๊ะ', KEN_WROTE[4]],
      ['สวัสดี', KEN_WROTE[4]],
    ] as const) {
      const users = await found(call, words);
      expect(
        users.map((user) => user.vid),
        words,
      ).toEqual([vid]);
      expect(users[0]?.match?.snippet, words).toBe(text);
    }
  });

  it('ignores punctuation and case, matches words by their beginning, and asks for every word', async () => {
    const { call, vid } = await givenConversations();
    expect((await found(call, 'Bangkok?')).map((user) => user.vid)).toEqual([vid]);
    expect((await found(call, '「bangkok」')).map((user) => user.vid)).toEqual([vid]);
    expect((await found(call, 'BANG')).map((user) => user.vid)).toEqual([vid]);
    expect((await found(call, 'fly Bangkok')).map((user) => user.vid)).toEqual([vid]);
    expect(await found(call, 'fly parking')).toEqual([]);
    // Full-width letters are the same letters.
    expect((await found(call, 'ＢＡＮＧＫＯＫ')).map((user) => user.vid)).toEqual([vid]);
    // Only punctuation: nothing to look for, so nothing is found.
    expect(await found(call, '?!')).toEqual([]);
  });

  it('finds names, with no match message when only the name matched', async () => {
    const { call } = await givenConversations();
    const users = await found(call, 'aiko');
    expect(users).toEqual([expect.objectContaining({ displayName: 'Aiko Mori', match: null })]);
  });

  it('opens the conversation at the matched message: the chat page that holds it', async () => {
    const { call, vid, chat } = await givenConversations();
    const [ken] = await found(call, '予約');
    const messageId = ken?.match?.messageId;
    const opened = (await call('GET', `${chat}/0/2?at=${messageId}`)).json();
    expect(opened.conversation.vid).toBe(vid);
    expect(opened.messages.map((message: { id: string }) => message.id)).toContain(messageId);
    expect(opened.page).toBe(Math.floor((KEN_WROTE.length - 1) / 2));
  });

  it('finds what an agent sent in the chat, after the friend wrote again', async () => {
    const { call, vid, send, control, channel, friend } = await givenConversations();
    expect((await send({ text: '營業時間是早上十點到晚上八點' })).statusCode).toBe(200);
    await control.sendMessage(channel.channelId, friend.userId, { type: 'text', text: 'Thanks!' });
    await eventually(
      () => found(call, 'thanks'),
      (users) => users.length === 1,
    );
    expect((await found(call, '營業')).map((user) => user.vid)).toEqual([vid]);
  });

  it('searches one chat the same way', async () => {
    const { call, chat } = await givenConversations();
    const messages = (await call('POST', `${chat}/search`, { searchWords: 'Bangkok?' })).json().messages;
    expect(messages.map((message: { payload: { text: string } }) => message.payload.text)).toEqual([
      KEN_WROTE[5],
    ]);
  });

  it("finds its own hub's conversations, never another hub's", async () => {
    const mine = await givenConversations();
    expect((await found(mine.call, '予約')).map((user) => user.vid)).toEqual([mine.vid]);
    const other = await givenChat(t, { texts: ['nothing to see'] });
    expect(await found(other.call, '予約')).toEqual([]);
    expect(await found(other.call, 'Bangkok')).toEqual([]);
  });

  it('refuses a query with NUL or over 100 characters with a translated message, and an empty one', async () => {
    const { call } = await givenConversations();
    for (const [words, message] of [
      ['予約\u0000', 'This text contains a character that cannot be saved.'],
      ['予'.repeat(101), 'Use at most 100 characters.'],
    ] as const) {
      const refused = await search(call, words);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect((await search(call, ' ')).statusCode).toBe(400);
    const chatRefused = await call('POST', `/line/chat/1/${(await found(call, 'aiko'))[0]?.vid}/search`, {
      searchWords: 'a\u0000',
    });
    expect(chatRefused.statusCode).toBe(400);
  });
});

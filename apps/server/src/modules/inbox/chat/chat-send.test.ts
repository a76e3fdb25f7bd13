import {
  CHAT_TEXT_MAX_LENGTH,
  DEFAULT_LINE_ACCOUNT_OPTIONS,
  FREE_PLAN_MONTHLY_CHAT_MESSAGES,
} from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenChat, storedMessages } from '../../../test/chat-fixtures.ts';
import { eventually, startTestApp, type TestApp } from '../../../test/harness.ts';
import { TINY_PNG } from '../../../test/uploads.ts';
import { hubs } from '../../hubs/hubs.schema.ts';
import { lineAccounts, lineUsers } from '../../line-accounts/line-accounts.schema.ts';
import { lineMessages } from '../messages.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

const storedCount = (hubId: string) => storedMessages(t, hubId);

describe('chat send', () => {
  it('answers with the free reply token while it is valid; the friend receives it and the next send is a push', async () => {
    const { send, received, call, seq, vid, user } = await givenChat(t);
    const sent = await send({ text: 'Yes, from 10 to 18.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      msg: 'Message sent.',
      message: { direction: 'out', source: 'chat', via: 'reply', agentName: 'Test user', type: 'text' },
      composer: { nextSend: 'push', replyExpiresAt: null, blockedBy: null },
    });
    expect(received()).toEqual([
      expect.objectContaining({ via: 'reply', message: { type: 'text', text: 'Yes, from 10 to 18.' } }),
    ]);
    const listed = (await call('GET', `/line/inbox/${seq}`)).json().lineUsers[0];
    expect(listed).toMatchObject({
      vid,
      assigneeId: user.id,
      lastMessage: { direction: 'out', text: 'Yes, from 10 to 18.' },
    });
    const again = await send({ text: 'See you!' });
    expect(again.json().message.via).toBe('push');
    expect(received().map((entry) => entry.via)).toEqual(['reply', 'push']);
  });

  it('falls back to a push when LINE refuses a used reply token', async () => {
    const { send, received, conversation, setConversation, control, channel } = await givenChat(t);
    const { replyToken, replyTokenExpiresAt } = await conversation();
    await send({ text: 'First' });
    // The same token again, as if another process had used it meanwhile.
    await setConversation({ replyToken, replyTokenExpiresAt });
    const second = await send({ text: 'Second' });
    expect(second.statusCode).toBe(200);
    expect(second.json().message.via).toBe('push');
    expect(received().map((entry) => [entry.via, entry.message.text])).toEqual([
      ['reply', 'First'],
      ['push', 'Second'],
    ]);
    const replies = control.requests({ channelId: channel.channelId, operationId: 'replyMessage' });
    expect(replies.map((request) => request.status)).toEqual([200, 400]);
  });

  it('pushes, with an X-Line-Retry-Key, once the reply token has expired', async () => {
    const { send, setConversation, read, control, channel } = await givenChat(t);
    await setConversation({ replyTokenExpiresAt: new Date(Date.now() - 1000) });
    expect((await read()).json().composer.nextSend).toBe('push');
    expect((await send({ text: 'Sorry for the wait.' })).json().message.via).toBe('push');
    expect(control.requests({ channelId: channel.channelId, operationId: 'replyMessage' })).toEqual([]);
    const [push] = control.requests({ channelId: channel.channelId, operationId: 'pushMessage' });
    expect(push?.headers['x-line-retry-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('shows the agent name as LINE sender when asked, and not by default', async () => {
    const { send, received } = await givenChat(t);
    await send({ text: 'Hello', showSenderName: true });
    expect(received()[0]?.message).toMatchObject({ sender: { name: 'Test user' } });
    await send({ text: 'Hello again' });
    expect(received()[1]?.message).not.toHaveProperty('sender');
  });

  it('refuses on the free plan once 200 chat messages went this month, sending and storing nothing', async () => {
    const { send, received, read, hubId, conversation } = await givenChat(t);
    await t.deps.db.update(hubs).set({ subscription: 'free' }).where(eq(hubs.id, hubId));
    const row = await conversation();
    const message = {
      hubId,
      lineAccountId: row.lineAccountId,
      chatType: 'user' as const,
      chatId: row.chatId,
      direction: 'out' as const,
      type: 'text',
      payload: { type: 'text', text: 'earlier' },
      source: 'chat' as const,
      sentAt: new Date(),
    };
    await t.deps.db.insert(lineMessages).values(Array.from({ length: 3 }, () => message));
    expect((await read()).json().composer.freePlanRemaining).toBe(FREE_PLAN_MONTHLY_CHAT_MESSAGES - 3);
    await t.deps.db
      .insert(lineMessages)
      .values(Array.from({ length: FREE_PLAN_MONTHLY_CHAT_MESSAGES - 3 }, () => message));
    expect((await read()).json().composer).toMatchObject({
      freePlanRemaining: 0,
      blockedBy: 'chat.error.freePlanLimit',
    });
    const before = await storedCount(hubId);
    const refused = await send({ text: 'One more' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'chat.error.freePlanLimit' });
    expect(refused.json().msg).toContain('200');
    expect(received()).toEqual([]);
    expect(await storedCount(hubId)).toBe(before);
  });

  it('refuses an agent without a seat', async () => {
    const { send, received, read } = await givenChat(t, { seat: false });
    expect((await read()).json()).toMatchObject({
      hasSeat: false,
      composer: { blockedBy: 'chat.error.noSeat' },
    });
    const refused = await send({ text: 'Hello' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('chat.error.noSeat');
    expect(received()).toEqual([]);
  });

  it('refuses a friend who blocked the account, and someone who never followed it', async () => {
    const blocked = await givenChat(t);
    await blocked.control.block(blocked.channel.channelId, blocked.friend.userId);
    await eventually(
      () => blocked.read().then((response) => response.json().conversation.blocked),
      (value) => value === true,
    );
    const refused = await blocked.send({ text: 'Hello?' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('chat.error.blocked');

    const stranger = await givenChat(t);
    const row = await stranger.conversation();
    await t.deps.db
      .update(lineUsers)
      .set({ followedAt: null })
      .where(eq(lineUsers.id, row.lineUserId ?? ''));
    expect((await stranger.read()).json().composer.blockedBy).toBe('chat.error.notFriend');
    expect((await stranger.send({ text: 'Hello' })).json().code).toBe('chat.error.notFriend');
    expect(stranger.received()).toEqual([]);
  });

  it('sends to a group the account is in, and refuses once the account has left it', async () => {
    const { control, channel, call, seq } = await givenChat(t);
    const aiko = control.createUser({ displayName: 'Aiko' });
    const { group } = await control.createGroup(channel.channelId, {
      groupName: 'Regulars',
      memberIds: [aiko.userId],
    });
    await control.sendMessage(
      channel.channelId,
      aiko.userId,
      { type: 'text', text: 'Table for 8?' },
      { groupId: group.groupId },
    );
    const groupChat = await eventually(
      () => call('GET', `/line/inbox/${seq}`).then((response) => response.json().lineUsers[0]),
      (row) => row?.chatType === 'group',
    );
    const path = `/line/chat/${seq}/${groupChat.vid}`;
    expect((await call('POST', `${path}/send`, { text: 'Yes, see you!' })).statusCode).toBe(200);
    expect(
      control.chat(channel.channelId, group.groupId).filter((entry) => entry.from === 'bot'),
    ).toHaveLength(1);

    await control.removeBotFromGroup(group.groupId);
    await eventually(
      () => call('GET', `${path}/0/30`).then((response) => response.json().composer.blockedBy),
      (blockedBy) => blockedBy === 'chat.error.groupNotFriend',
    );
    const refused = await call('POST', `${path}/send`, { text: 'Still there?' });
    expect(refused.json().code).toBe('chat.error.groupNotFriend');
    expect(
      control.chat(channel.channelId, group.groupId).filter((entry) => entry.from === 'bot'),
    ).toHaveLength(1);
  });

  it("never shows the agent's name when the account hides sender names", async () => {
    const { send, received, accountId } = await givenChat(t);
    const [account] = await t.deps.db.select().from(lineAccounts).where(eq(lineAccounts.id, accountId));
    await t.deps.db
      .update(lineAccounts)
      .set({ options: { ...(account?.options ?? DEFAULT_LINE_ACCOUNT_OPTIONS), hideSenderName: true } })
      .where(eq(lineAccounts.id, accountId));
    await send({ text: 'Hello', showSenderName: true });
    expect(received()[0]?.message).not.toHaveProperty('sender');
  });

  it('tells the agent when the account has used its monthly LINE quota, storing nothing', async () => {
    const { send, setConversation, control, channel, hubId } = await givenChat(t);
    await setConversation({ replyToken: null });
    control.updateChannel(channel.channelId, { quota: { type: 'limited', value: 0 } });
    const before = await storedCount(hubId);
    const refused = await send({ text: 'Hello' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('chat.error.quotaReached');
    expect(await storedCount(hubId)).toBe(before);
  });

  it('retries a push LINE failed with the same retry key, then tells the agent it failed, storing nothing', async () => {
    const { send, setConversation, control, channel, hubId, received } = await givenChat(t);
    await setConversation({ replyToken: null });
    control.setFaults({ rules: [{ pathPrefix: '/v2/bot/message/push', serverError: 1 }] });
    const before = await storedCount(hubId);
    const failed = await send({ text: 'Hello' }).finally(() => control.setFaults({ rules: [] }));
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('chat.error.sendFailed');
    const pushes = control.requests({ channelId: channel.channelId, operationId: 'pushMessage' });
    expect(pushes).toHaveLength(2);
    expect(pushes[0]?.headers['x-line-retry-key']).toBe(pushes[1]?.headers['x-line-retry-key']);
    expect(received()).toEqual([]);
    expect(await storedCount(hubId)).toBe(before);
  });

  it('records the message before it pushes, and keys the push by the stored message', async () => {
    const { send, setConversation, control, channel } = await givenChat(t);
    await setConversation({ replyToken: null });
    const sent = await send({ text: 'Recorded first' });
    expect(sent.statusCode).toBe(200);
    const [push] = control.requests({ channelId: channel.channelId, operationId: 'pushMessage' });
    // The key names our stored row, so the same send can never be taken twice by LINE.
    expect(push?.headers['x-line-retry-key']).toBe((sent.json().message as { id: string }).id);
  });

  it('refuses a text that cannot be stored before anything is delivered, also as a multipart field', async () => {
    const { send, upload, received, hubId } = await givenChat(t);
    const before = await storedCount(hubId);
    for (const refused of [await upload({ text: 'a\u0000b' }), await send({ text: 'a\ud800b' })]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ text: expect.any(String) });
    }
    expect(received()).toEqual([]);
    expect(await storedCount(hubId)).toBe(before);
  });

  it('refuses bad input with 400, sending nothing', async () => {
    const { send, received } = await givenChat(t);
    const empty = await send({ text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'error.validation', fields: { text: expect.any(String) } });
    expect(received()).toEqual([]);
  });

  it('names the length limit of a too-long text, as JSON and as a caption', async () => {
    const { send, upload, received } = await givenChat(t);
    const long = 'a'.repeat(CHAT_TEXT_MAX_LENGTH + 1);
    for (const refused of [
      await send({ text: long }),
      await upload({ text: long }, { name: 'menu.png', data: TINY_PNG }),
    ]) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ text: `Use at most ${CHAT_TEXT_MAX_LENGTH} characters.` });
    }
    expect(received()).toEqual([]);
  });
});

import { allPermissions } from '@hubline/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxSignal } from '../../../core/realtime/realtime.ts';
import { givenChat } from '../../../test/chat-fixtures.ts';
import { signedInMember, startTestApp, type TestApp } from '../../../test/harness.ts';
import { hubs } from '../../hubs/hubs.schema.ts';
import { lineMessages } from '../messages.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

type Message = { id: string; direction: string; payload: { text?: string }; source: string | null };
const texts = (messages: Message[]) => messages.map((message) => message.payload.text);

describe('chat read', () => {
  it('pages newest first, each page oldest first, and opening the newest page reads the chat', async () => {
    const { read, call, seq, vid } = await givenChat(t, { texts: ['one', 'two', 'three'] });
    const signals: InboxSignal[] = [];
    const stop = t.deps.realtime.subscribe((signal) => signals.push(signal));
    const older = await read(1, 2);
    expect(texts(older.json().messages)).toEqual(['one']);
    expect((await call('GET', `/line/inbox/${seq}`)).json().lineUsers[0].unread).toBe(3);

    const newest = await read(0, 2);
    expect(newest.statusCode).toBe(200);
    const body = newest.json();
    expect(texts(body.messages)).toEqual(['two', 'three']);
    expect(body).toMatchObject({
      page: 0,
      totalChats: 3,
      totalPage: 2,
      webSocketsOnly: true,
      hasSeat: true,
      account: { seq, name: 'Sakura Cafe' },
      conversation: { vid, unread: 0, displayName: 'Ken Tanaka' },
      settings: { addAllMessages: false },
      composer: { nextSend: 'reply', quota: null, freePlanRemaining: null, blockedBy: null },
    });
    expect(body.composer.replyExpiresAt).not.toBeNull();
    expect((await call('GET', `/line/inbox/${seq}`)).json().lineUsers[0].unread).toBe(0);
    stop();
    expect(signals).toContainEqual(expect.objectContaining({ kind: 'conversation', vid }));
  });

  it("lists bots' replies only when the hub adds all messages (broadcasts: chat-broadcasts.test.ts)", async () => {
    const { read, call, hubId, conversation } = await givenChat(t);
    const row = await conversation();
    await t.deps.db.insert(lineMessages).values({
      hubId,
      lineAccountId: row.lineAccountId,
      chatType: 'user',
      chatId: row.chatId,
      direction: 'out',
      type: 'text',
      payload: { type: 'text', text: 'We open at 10:00.' },
      source: 'auto',
      sentAt: new Date(),
    });
    expect(texts((await read()).json().messages)).toEqual(['Do you open on Sunday?']);
    await call('PATCH', `/inbox-settings/${hubId}`, { addAllMessages: true });
    const all = (await read()).json();
    expect(texts(all.messages)).toEqual(['Do you open on Sunday?', 'We open at 10:00.']);
    expect(all.messages[1]).toMatchObject({ direction: 'out', source: 'auto' });
  });

  it('shows LINE quota, and the free plan remaining count in the composer', async () => {
    const { read, control, channel, hubId } = await givenChat(t);
    control.updateChannel(channel.channelId, { quota: { type: 'limited', value: 1000 } });
    await t.deps.db.update(hubs).set({ subscription: 'free' }).where(eq(hubs.id, hubId));
    expect((await read()).json().composer).toMatchObject({
      quota: { limit: 1000, used: 0, remaining: 1000 },
      freePlanRemaining: 200,
    });
  });

  it('searches messages by their words, newest first, punctuation ignored', async () => {
    const { call, chat } = await givenChat(t, { texts: ['Sunday lunch?', '100% sure', 'sunday dinner?'] });
    const search = async (searchWords: string) =>
      texts((await call('POST', `${chat}/search`, { searchWords })).json().messages);
    expect(await search('sunday')).toEqual(['sunday dinner?', 'Sunday lunch?']);
    expect(await search('100%')).toEqual(['100% sure']);
    // Nothing but punctuation (LIKE's wildcards included) holds no word to find.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect((await call('POST', `${chat}/search`, { searchWords: ' ' })).statusCode).toBe(400);
  });

  it('refuses an unknown conversation, another account and another hub with 404, and a member without the inbox with 403', async () => {
    const { call, chat, seq, vid, hubId } = await givenChat(t);
    expect(
      (await call('GET', `/line/chat/${seq}/00000000-0000-4000-8000-000000000000/0/30`)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/line/chat/${seq}/not-a-uuid/0/30`)).statusCode).toBe(404);
    const second = await givenChat(t, { hubId });
    expect((await call('GET', `/line/chat/${second.seq}/${vid}/0/30`)).statusCode).toBe(404);

    const stranger = await givenChat(t);
    for (const [method, path, payload] of [
      ['GET', `${chat}/0/30`, undefined],
      ['POST', `${chat}/search`, { searchWords: 'Sunday' }],
      ['POST', `${chat}/send`, { text: 'Hello' }],
      ['GET', `${chat}/content/00000000-0000-4000-8000-000000000000`, undefined],
      ['POST', '/chat/link-token', { seq, vid }],
    ] as const) {
      const response = await stranger.call(method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(stranger.received()).toEqual([]);

    const agent = await signedInMember(t, {
      hubId,
      permissions: { ...allPermissions(), permissionInbox: false },
    });
    const refused = await agent.call('GET', `${chat}/0/30`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('access.forbidden');
  });
});

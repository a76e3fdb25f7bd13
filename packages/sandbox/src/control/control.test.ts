import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver, startTestSandbox, type TestSandbox, text } from '../test/harness.ts';

/** The control API over HTTP, as a browser page or another process would use it. */
let sb: TestSandbox;
let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
  sb = await startTestSandbox();
});
afterEach(async () => {
  await sb.close();
  await receiver.close();
});

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${sb.url}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe('control API', () => {
  it('creates a channel and users, makes them follow and talk, and shows what they received', async () => {
    const created = await call('POST', '/channels', {
      channelId: '2000000001',
      displayName: 'Demo OA',
      webhookUrl: receiver.url,
      quota: { type: 'limited', value: 1000 },
      redelivery: true,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ channelId: '2000000001', displayName: 'Demo OA', redelivery: true });
    const token = String(created.json.accessToken);
    const user = await call('POST', '/users', {
      displayName: 'Hanako',
      gender: 'female',
      age: 31,
      area: 'jp_13',
      language: 'ja',
    });
    const userId = String(user.json.userId);
    expect(userId).toMatch(/^U[0-9a-f]{32}$/);

    const followed = await call('POST', `/channels/2000000001/users/${userId}/follow`, {});
    expect(followed.json).toMatchObject({ event: { type: 'follow' }, delivery: { status: 200 } });
    const sent = await call('POST', `/channels/2000000001/users/${userId}/messages`, {
      message: { type: 'text', text: 'hello' },
    });
    const replyToken = String((sent.json.event as { replyToken: string }).replyToken);

    const client = sb.clientFor(token);
    await client.replyMessage({ replyToken, messages: [text('welcome!')] });
    const inbox = await call('GET', `/channels/2000000001/users/${userId}/inbox`);
    expect(inbox.json.messages).toMatchObject([
      { from: 'bot', via: 'reply', message: { type: 'text', text: 'welcome!' } },
    ]);
    const chat = await call('GET', `/channels/2000000001/chats/${userId}`);
    expect((chat.json.messages as Array<{ from: string }>).map((m) => m.from)).toEqual(['user', 'bot']);

    const friends = await call('GET', '/users?channelId=2000000001&status=friend');
    expect(friends.json.users).toMatchObject([{ userId, friendship: { status: 'friend' } }]);
    expect((await call('GET', '/channels')).json.channels).toHaveLength(2);
  });

  it('answers 400 for invalid input and 404 for unknown things, changing nothing', async () => {
    expect((await call('POST', '/users', { age: 'old' })).status).toBe(400);
    expect((await call('POST', '/users', { area: 'mars' })).status).toBe(400);
    expect((await call('POST', '/channels', { quota: { type: 'limited' } })).status).toBe(400);
    expect(
      (await call('POST', `/channels/${sb.channel.channelId}/users/U${'0'.repeat(32)}/follow`, {})).status,
    ).toBe(404);
    expect((await call('POST', `/channels/999/users/U${'0'.repeat(32)}/follow`, {})).status).toBe(404);
    expect((await call('PUT', '/faults', { rules: [{ serverError: 2 }] })).status).toBe(400);
    expect((await call('GET', '/users')).json.users).toEqual([]);
  });

  it('refuses impossible transitions with 409', async () => {
    const userId = String((await call('POST', '/users', {})).json.userId);
    const base = `/channels/${sb.channel.channelId}/users/${userId}`;
    expect((await call('POST', `${base}/unfollow`)).status).toBe(409);
    await call('POST', `${base}/follow`, {});
    expect((await call('POST', `${base}/follow`, {})).status).toBe(409);
    await call('POST', `${base}/block`);
    expect((await call('POST', `${base}/messages`, { message: { type: 'text', text: 'x' } })).status).toBe(
      409,
    );
    const again = await call('POST', `${base}/follow`, {});
    expect(again.json).toMatchObject({ event: { follow: { isUnblocked: true } } });
  });

  it('configures faults and settings, and resets', async () => {
    await call('PUT', '/faults', { seed: 1, rules: [{ pathPrefix: '/v2/bot/info', serverError: 1 }] });
    expect(
      (
        await fetch(`${sb.url}/v2/bot/info`, {
          headers: { authorization: `Bearer ${sb.channel.accessToken}` },
        })
      ).status,
    ).toBe(500);
    await call('DELETE', '/faults');
    expect((await call('PUT', '/settings', { speed: 50, rateLimits: false })).json).toEqual({
      speed: 50,
      rateLimits: false,
    });
    await call('POST', '/reset');
    expect((await call('GET', '/channels')).json.channels).toEqual([]);
    expect((await call('GET', '/settings')).json).toEqual({ speed: 1, rateLimits: true });
    expect((await call('GET', '/requests')).json.requests).toEqual([]);
  });
});

describe('control API: unsend and rich menu view', () => {
  it('takes back a user message and shows the rich menu a user sees', async () => {
    sb.control.updateChannel(sb.channel.channelId, { webhookUrl: receiver.url });
    const userId = sb.control.createUser().userId;
    await sb.control.follow(sb.channel.channelId, userId);
    const sent = await sb.control.sendMessage(sb.channel.channelId, userId, { type: 'text', text: 'oops' });
    const messageId = String((sent.event.message as { id: string }).id);
    const unsent = await call(
      'DELETE',
      `/channels/${sb.channel.channelId}/users/${userId}/messages/${messageId}`,
    );
    expect(unsent.json).toMatchObject({ event: { type: 'unsend', unsend: { messageId } } });
    expect(sb.control.chat(sb.channel.channelId, userId)).toEqual([]);

    // No menu shown: an empty answer, not an error (the phone asks every second).
    const none = await fetch(`${sb.url}/__sandbox/channels/${sb.channel.channelId}/users/${userId}/richmenu`);
    expect(none.status).toBe(204);
    const size = { width: 800, height: 270 };
    const { richMenuId } = await sb.client.createRichMenu({
      size,
      selected: true,
      name: 'm',
      chatBarText: 'Menu',
      areas: [],
    });
    const { fakePng } = await import('../line/richmenu/image.ts');
    await sb.blob.setRichMenuImage(
      richMenuId,
      new Blob([new Uint8Array(fakePng(800, 270))], { type: 'image/png' }),
    );
    await sb.client.setDefaultRichMenu(richMenuId);
    const shown = await call('GET', `/channels/${sb.channel.channelId}/users/${userId}/richmenu`);
    expect(shown.json).toMatchObject({ richMenuId, chatBarText: 'Menu', hasImage: true });
    const image = await fetch(
      `${sb.url}/__sandbox/channels/${sb.channel.channelId}/richmenus/${richMenuId}/image`,
    );
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('request log', () => {
  it('records LINE requests and filters them by path, method and channel', async () => {
    const other = sb.control.createChannel();
    const user = sb.control.createUser().userId;
    await sb.control.follow(sb.channel.channelId, user);
    await sb.client.pushMessage({ to: user, messages: [text('logged')] });
    await sb.client.getBotInfo();
    await sb.clientFor(other.accessToken).getBotInfo();
    await fetch(`${sb.url}/v2/bot/info`);

    const pushes = (await call('GET', '/requests?path=/v2/bot/message/push')).json.requests as Array<
      Record<string, unknown>
    >;
    expect(pushes).toHaveLength(1);
    expect(pushes[0]).toMatchObject({
      method: 'POST',
      channelId: sb.channel.channelId,
      operationId: 'pushMessage',
      status: 200,
      body: { to: user, messages: [{ type: 'text', text: 'logged' }] },
      response: { sentMessages: [{ id: expect.any(String) }] },
    });
    expect(pushes[0]?.headers).not.toHaveProperty('authorization');
    const infos = (await call('GET', '/requests?method=GET&pathPrefix=/v2/bot/info')).json
      .requests as unknown[];
    expect(infos).toHaveLength(3);
    const mine = sb.control.requests({ channelId: other.channelId });
    expect(mine.map((r) => r.path)).toEqual(['/v2/bot/info']);
    expect(sb.control.requests({ path: '/v2/bot/info', limit: 1 })[0]?.status).toBe(401);
  });
});

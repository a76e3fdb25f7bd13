import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import { noPermissions, WS_CLOSE_REPLACED, WS_CLOSE_UNAUTHORIZED } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  givenMember,
  signedInMember,
  signIn,
  startTestApp,
  type TestApp,
} from '../../../test/harness.ts';
import { isType, openInboxTab } from '../../../test/inbox-tab.ts';
import { givenSandboxAccount } from '../../../test/line-fixtures.ts';
import { addressOf, startSecondApp } from '../../../test/second-app.ts';

const HEARTBEAT_MS = 200;
let t: TestApp;
let base: string;
beforeAll(async () => {
  // A short heartbeat, so dropping silent tabs and ended sessions is seen within a test.
  t = await startTestApp({ INBOX_HEARTBEAT_MS: String(HEARTBEAT_MS) }, { line: true });
  base = addressOf(t.app);
});
afterAll(() => t.close());

/** A hub with a sandbox LINE account, its member's cookie, and a friend who follows it. */
async function hubWithFriend() {
  const given = await givenSandboxAccount(t);
  const { cookie } = await signIn(t, given.user.email);
  const friend = given.control.createUser({ displayName: 'Ken Tanaka' });
  await given.control.follow(given.channel.channelId, friend.userId);
  const vid = await eventually(
    async () => (await given.call('GET', '/line/inbox/1')).json().lineUsers[0]?.vid as string | undefined,
    Boolean,
  );
  if (!vid) throw new Error('the follow made no conversation');
  return { ...given, cookie, friend, vid };
}

describe('inbox WebSocket', () => {
  it("hears the hub's messages and conversation changes; a tab of another hub hears nothing of them", async () => {
    const hub = await hubWithFriend();
    const other = await givenSandboxAccount(t);
    const tab = openInboxTab(base, { hubId: hub.hubId, cookie: hub.cookie });
    const otherTab = openInboxTab(base, {
      hubId: other.hubId,
      cookie: (await signIn(t, other.user.email)).cookie,
    });
    await Promise.all([tab.ready(), otherTab.ready()]);

    const sent = await hub.control.sendMessage(hub.channel.channelId, hub.friend.userId, {
      type: 'text',
      text: 'Open on Sunday?',
    });
    const heard = await tab.next(isType('message'));
    expect(heard).toMatchObject({
      seq: 1,
      vid: hub.vid,
      message: {
        direction: 'in',
        type: 'text',
        payload: { text: 'Open on Sunday?' },
        senderName: 'Ken Tanaka',
      },
    });

    // The friend takes it back: the chat hears of the same message, now unsent.
    await hub.control.unsend(
      hub.channel.channelId,
      hub.friend.userId,
      String((sent.event.message as { id: string }).id),
    );
    const unsent = await tab.next(isType('message', (event) => event.message.unsent));
    expect(unsent.message.id).toBe(heard.message.id);

    const changed = await hub.call('POST', `/line/user/${hub.vid}/update-status`, { status: 'followUp' });
    expect(changed.statusCode).toBe(200);
    expect(await tab.next(isType('conversation'))).toEqual({ type: 'conversation', seq: 1, vid: hub.vid });

    // Signals are handled in order: the other hub's own event arrives after everything above, so
    // had any of the first hub's reached its tab, it would be there first.
    const stranger = other.control.createUser({ displayName: 'Someone else' });
    await other.control.follow(other.channel.channelId, stranger.userId);
    await otherTab.next(isType('conversation'));
    expect(otherTab.events.map((event) => event.type)).toEqual(['ready', 'conversation']);
    tab.close();
    otherTab.close();
  });

  it('closes with 4401 without a session, for a hub the user is not in, without the inbox permission, or from another site', async () => {
    const hub = await hubWithFriend();
    const outsider = await givenMember(t);
    const { cookie: outsiderCookie } = await signIn(t, outsider.user.email);
    const noInbox = await signedInMember(t, { hubId: hub.hubId, permissions: noPermissions() });
    const { cookie: noInboxCookie } = await signIn(t, noInbox.user.email);
    const refused = [
      openInboxTab(base, { hubId: hub.hubId }),
      openInboxTab(base, { hubId: hub.hubId, cookie: outsiderCookie }),
      openInboxTab(base, { hubId: hub.hubId, cookie: noInboxCookie }),
      openInboxTab(base, { hubId: hub.hubId, cookie: hub.cookie, origin: 'https://evil.example' }),
      openInboxTab(base, { hubId: hub.hubId, cookie: hub.cookie, tabId: 'x' }),
    ];
    for (const tab of refused) {
      expect((await tab.closed).code).toBe(WS_CLOSE_UNAUTHORIZED);
      expect(tab.events).toEqual([]);
    }
    expect((await refused[0]?.closed)?.reason).toBe('auth.unauthorized');
    expect((await refused[2]?.closed)?.reason).toBe('access.forbidden');
  });

  it("a second tab of the same user closes the first with 'replaced'; another user's tab stays open", async () => {
    const hub = await hubWithFriend();
    const colleague = await signedInMember(t, { hubId: hub.hubId });
    const first = openInboxTab(base, { hubId: hub.hubId, cookie: hub.cookie });
    const colleagueTab = openInboxTab(base, {
      hubId: hub.hubId,
      cookie: (await signIn(t, colleague.user.email)).cookie,
    });
    await Promise.all([first.ready(), colleagueTab.ready()]);

    const second = openInboxTab(base, { hubId: hub.hubId, cookie: hub.cookie });
    await second.ready();
    expect(await first.closed).toEqual({ code: WS_CLOSE_REPLACED, reason: 'replaced' });
    expect(first.events.at(-1)).toEqual({ type: 'replaced' });

    await hub.call('POST', `/line/user/${hub.vid}/mark-as-spam`, { markAsSpam: true });
    await Promise.all([second.next(isType('conversation')), colleagueTab.next(isType('conversation'))]);
    expect(first.events.filter((event) => event.type === 'conversation')).toEqual([]);
    second.close();
    colleagueTab.close();
  });

  it('a reconnect of the same tab does not count as another tab', async () => {
    const hub = await hubWithFriend();
    const first = openInboxTab(base, { hubId: hub.hubId, cookie: hub.cookie });
    await first.ready();
    const again = openInboxTab(base, { hubId: hub.hubId, cookie: hub.cookie, tabId: first.tabId });
    await again.ready();
    await hub.call('POST', `/line/user/${hub.vid}/update-status`, { status: 'resolved' });
    await Promise.all([first.next(isType('conversation')), again.next(isType('conversation'))]);
    first.close();
    again.close();
  });
});

describe('inbox WebSocket heartbeat', () => {
  it('closes a tab with 4401 once its session is signed out', async () => {
    const hub = await hubWithFriend();
    const tab = openInboxTab(base, { hubId: hub.hubId, cookie: hub.cookie });
    await tab.ready();
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie: hub.cookie } });
    expect(out.statusCode).toBe(200);
    expect(await tab.closed).toEqual({ code: WS_CLOSE_UNAUTHORIZED, reason: 'auth.unauthorized' });
  });

  it('drops a tab that answers no ping (a sleeping laptop, a dropped network)', async () => {
    const hub = await hubWithFriend();
    const silent = await silentTab(hub.hubId, hub.cookie);
    const started = Date.now();
    await once(silent, 'close');
    // Dropped at the second beat without a pong: never sooner than one interval.
    expect(Date.now() - started).toBeGreaterThanOrEqual(HEARTBEAT_MS / 2);
  });
});

/** A client that opens the socket by hand and then never reads a frame, so never answers a ping. */
async function silentTab(hubId: string, cookie: string) {
  const { hostname, port, host } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  await once(socket, 'connect');
  const query = new URLSearchParams({ hubId, tabId: randomBytes(8).toString('hex') });
  socket.write(
    [
      `GET /api/ws?${query} HTTP/1.1`,
      `Host: ${host}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
      'Sec-WebSocket-Version: 13',
      `Cookie: ${cookie}`,
      '',
      '',
    ].join('\r\n'),
  );
  const [head] = await once(socket, 'data');
  expect(String(head)).toContain('101 Switching Protocols');
  socket.resume();
  return socket;
}

describe.runIf(process.env.TEST_DB === 'postgres')('inbox WebSocket across server processes', () => {
  it('carries a change made on one instance to a tab on another, replaces a tab across them, and closes tabs with 1001 on shutdown', async () => {
    const second = await startSecondApp(t);
    try {
      const hub = await hubWithFriend();
      const onSecond = openInboxTab(addressOf(second.app), { hubId: hub.hubId, cookie: hub.cookie });
      await onSecond.ready();

      await hub.call('POST', `/line/user/${hub.vid}/update-status`, { status: 'followUp' });
      expect(await onSecond.next(isType('conversation'))).toEqual({
        type: 'conversation',
        seq: 1,
        vid: hub.vid,
      });
      // The webhook reaches the first instance; its message reaches the tab on the second.
      await hub.control.sendMessage(hub.channel.channelId, hub.friend.userId, {
        type: 'text',
        text: 'Across',
      });
      const heard = await onSecond.next(isType('message'));
      expect(heard.message.payload).toMatchObject({ text: 'Across' });

      // The same user opens the inbox on the first instance: the tab on the second closes.
      const onFirst = openInboxTab(base, { hubId: hub.hubId, cookie: hub.cookie });
      await onFirst.ready();
      expect((await onSecond.closed).code).toBe(WS_CLOSE_REPLACED);

      // ... and a tab on the first is replaced by one opened on the second.
      const back = openInboxTab(addressOf(second.app), { hubId: hub.hubId, cookie: hub.cookie });
      await back.ready();
      expect((await onFirst.closed).code).toBe(WS_CLOSE_REPLACED);

      await second.close();
      expect((await back.closed).code).toBe(1001);
    } finally {
      await second.close().catch(() => undefined);
    }
  });
});

import { allPermissions } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenSandboxAccount } from '../../test/line-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { line: true });
});
afterAll(() => t.close());

type InboxUser = {
  vid: string;
  displayName: string;
  unread: number;
  status: string;
  lastMessage: { text: string } | null;
};

/** A hub whose sandbox account has two friends who wrote, Misaki last. */
async function inboxWithFriends() {
  const given = await givenSandboxAccount(t);
  const { control, channel, call } = given;
  const ken = control.createUser({ displayName: 'Ken Tanaka' });
  const misaki = control.createUser({ displayName: '佐藤 美咲' });
  for (const [user, text] of [
    [ken, 'Do you open on Sunday?'],
    [misaki, '予約の変更はできますか？'],
  ] as const) {
    await control.follow(channel.channelId, user.userId);
    await control.sendMessage(channel.channelId, user.userId, { type: 'text', text });
  }
  const list = (query = '') => call('GET', `/line/inbox/1${query}`);
  const page = await eventually(
    () => list().then((response) => response.json() as { lineUsers: InboxUser[]; unread: number }),
    (body) => body.lineUsers.length === 2 && body.lineUsers.every((user) => user.lastMessage),
  );
  const [first, second] = page.lineUsers as [InboxUser, InboxUser];
  return { ...given, list, page, misaki: first, ken: second };
}

describe('inbox', () => {
  it('lists the account conversations newest first, with previews and the unread count', async () => {
    const { page, misaki, ken, call } = await inboxWithFriends();
    expect(misaki).toMatchObject({ displayName: '佐藤 美咲', unread: 1, status: 'inbox', blocked: false });
    expect(misaki.lastMessage).toEqual({ direction: 'in', type: 'text', text: '予約の変更はできますか？' });
    expect(ken.displayName).toBe('Ken Tanaka');
    expect(page.unread).toBe(2);
    const accounts = (await call('GET', '/line/inbox')).json();
    expect(accounts.accounts).toEqual([expect.objectContaining({ seq: 1, name: 'Sakura Cafe', unread: 2 })]);
  });

  it('pages additively', async () => {
    const { list } = await inboxWithFriends();
    const first = (await list('?page=0&limit=1')).json();
    const second = (await list('?page=1&limit=1')).json();
    expect(first.hasMore).toBe(true);
    expect(second.hasMore).toBe(false);
    expect(first.lineUsers[0].vid).not.toBe(second.lineUsers[0].vid);
  });

  it('changes status and filters by it; a new message reopens a resolved conversation', async () => {
    const { list, misaki, call, control, channel } = await inboxWithFriends();
    const changed = await call('POST', `/line/user/${misaki.vid}/update-status`, { status: 'resolved' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ msg: 'Status changed.', lineUser: { status: 'resolved' } });
    expect((await list('?status=resolved')).json().lineUsers.map((u: InboxUser) => u.vid)).toEqual([
      misaki.vid,
    ]);
    expect((await list('?status=inbox')).json().lineUsers).toHaveLength(1);

    const userId = (await call('GET', `/line/inbox/1`)).json().lineUsers[0].chatId;
    await control.sendMessage(channel.channelId, userId, { type: 'text', text: 'One more question' });
    const reopened = await eventually(
      () => list('?status=inbox').then((response) => response.json().lineUsers as InboxUser[]),
      (users) => users.some((user) => user.vid === misaki.vid),
    );
    expect(reopened.find((user) => user.vid === misaki.vid)).toMatchObject({ unread: 2, status: 'inbox' });
  });

  it('hides spam from the list but not from a search; unmarking brings it back', async () => {
    const { list, misaki, call } = await inboxWithFriends();
    expect(
      (await call('POST', `/line/user/${misaki.vid}/mark-as-spam`, { markAsSpam: true })).json().msg,
    ).toBe('Marked as spam.');
    expect((await list()).json().lineUsers.map((u: InboxUser) => u.vid)).not.toContain(misaki.vid);
    expect((await list()).json().unread).toBe(1);
    const found = await call('POST', '/line/inbox/1/search', { searchWords: '美咲' });
    expect(found.json().lineUsers).toEqual([expect.objectContaining({ vid: misaki.vid, markAsSpam: true })]);
    await call('POST', `/line/user/${misaki.vid}/mark-as-spam`, { markAsSpam: false });
    expect((await list()).json().lineUsers.map((u: InboxUser) => u.vid)).toContain(misaki.vid);
  });

  it('searches names and last messages, with LIKE wildcards taken literally', async () => {
    const { call, ken, misaki } = await inboxWithFriends();
    const search = (searchWords: string) =>
      call('POST', '/line/inbox/1/search', { searchWords }).then((r) =>
        r.json().lineUsers.map((u: InboxUser) => u.vid),
      );
    expect(await search('sunday')).toEqual([ken.vid]);
    expect(await search('予約')).toEqual([misaki.vid]);
    expect(await search('%')).toEqual([]);
    const empty = await call('POST', '/line/inbox/1/search', { searchWords: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('stops and resumes auto responses', async () => {
    const { call, misaki } = await inboxWithFriends();
    const stopped = await call('POST', `/line/user/${misaki.vid}/stop-auto-response`, {
      stopAutoResponse: true,
    });
    expect(stopped.json()).toMatchObject({
      msg: 'Auto responses stopped for this friend.',
      lineUser: { stopAutoResponse: true },
    });
  });

  it('refuses another hub, a missing permission, an unknown account and bad input, changing nothing', async () => {
    const { misaki, list } = await inboxWithFriends();
    const other = await signedInMember(t);
    const stranger = await other.call('POST', `/line/user/${misaki.vid}/update-status`, {
      status: 'resolved',
    });
    expect(stranger.statusCode).toBe(404);
    expect((await other.call('GET', '/line/inbox/1')).json().code).toBe('chat.error.noLineAccount');
    const agent = await signedInMember(t, { permissions: { ...allPermissions(), permissionInbox: false } });
    expect((await agent.call('GET', '/line/inbox')).statusCode).toBe(403);
    const { call } = await inboxWithFriends();
    expect(
      (await call('POST', `/line/user/${misaki.vid}/update-status`, { status: 'archived' })).statusCode,
    ).toBe(400);
    expect((await list()).json().lineUsers.find((u: InboxUser) => u.vid === misaki.vid).status).toBe('inbox');
  });

  it('keeps inbox settings per hub; only account administrators change them', async () => {
    const { call, hubId } = await signedInMember(t);
    expect((await call('GET', '/inbox-settings')).json()).toEqual({
      id: hubId,
      addAllMessages: false,
      autoAssign: true,
      notifyNewMessages: true,
      showSenderName: false,
    });
    const saved = await call('PATCH', `/inbox-settings/${hubId}`, { addAllMessages: true });
    expect(saved.json()).toMatchObject({ msg: 'Inbox settings saved.', settings: { addAllMessages: true } });
    expect((await call('GET', '/inbox-settings')).json().addAllMessages).toBe(true);
    expect((await call('PATCH', '/inbox-settings/another-hub', { addAllMessages: false })).statusCode).toBe(
      404,
    );
  });
});

describe('group chats in the inbox', () => {
  it('a group the account is in is a conversation named after the group', async () => {
    const { control, channel, call } = await givenSandboxAccount(t);
    const aiko = control.createUser({ displayName: 'Aiko' });
    const { group } = await control.createGroup(channel.channelId, {
      groupName: 'Sakura regulars',
      memberIds: [aiko.userId],
    });
    await control.sendMessage(
      channel.channelId,
      aiko.userId,
      { type: 'text', text: 'Hi all' },
      { groupId: group.groupId },
    );
    const users = await eventually(
      () => call('GET', '/line/inbox/1').then((response) => response.json().lineUsers as InboxUser[]),
      (list) => list.some((user) => user.lastMessage?.text === 'Hi all'),
    );
    expect(users).toEqual([
      expect.objectContaining({
        chatType: 'group',
        chatId: group.groupId,
        displayName: 'Sakura regulars',
        unread: 1,
      }),
    ]);
  });
});

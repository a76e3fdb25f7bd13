import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lineError, startTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { followersLimit } from './profile.ts';

let sb: TestSandbox;
beforeEach(async () => {
  sb = await startTestSandbox();
});
afterEach(() => sb.close());

describe('profile', () => {
  it('returns a friend profile, leaving out absent fields', async () => {
    const user = sb.control.createUser({
      displayName: 'Alice',
      pictureUrl: 'https://example.com/a.png',
      language: 'ja',
    });
    const shy = sb.control.createUser({ displayName: 'Shy' });
    await sb.control.follow(sb.channel.channelId, user.userId);
    await sb.control.follow(sb.channel.channelId, shy.userId);
    await expect(sb.client.getProfile(user.userId)).resolves.toEqual({
      displayName: 'Alice',
      userId: user.userId,
      pictureUrl: 'https://example.com/a.png',
      language: 'ja',
    });
    await expect(sb.client.getProfile(shy.userId)).resolves.toEqual({
      displayName: 'Shy',
      userId: shy.userId,
    });
  });

  it('answers 404 Not found for non-friends and users who blocked the account', async () => {
    const user = sb.control.createUser().userId;
    expect(await lineError(sb.client.getProfile(user))).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    await sb.control.follow(sb.channel.channelId, user);
    await sb.control.block(sb.channel.channelId, user);
    expect((await lineError(sb.client.getProfile(user))).status).toBe(404);
  });

  it('answers 400 for a malformed user ID', async () => {
    expect((await lineError(sb.client.getProfile('alice'))).status).toBe(400);
  });
});

describe('follower IDs', () => {
  it('pages through friends with continuation tokens', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const id = sb.control.createUser().userId;
      ids.push(id);
      await sb.control.follow(sb.channel.channelId, id);
      await sb.clock.advance(1);
    }
    const stranger = sb.control.createUser().userId;
    await sb.control.follow(sb.channel.channelId, stranger);
    await sb.control.unfollow(sb.channel.channelId, stranger);
    const seen: string[] = [];
    let start: string | undefined;
    let pages = 0;
    do {
      const page = await sb.client.getFollowers(start, 3);
      seen.push(...page.userIds);
      start = page.next;
      pages++;
    } while (start);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
    await expect(sb.client.getFollowers()).resolves.toEqual({ userIds: ids });
  });

  it('refuses a bad limit or token', async () => {
    const err = await lineError(sb.client.getFollowers(undefined, 1001));
    expect(err.body).toEqual({
      message: 'The request body has 1 error(s)',
      details: [{ message: 'Must be less than or equal to 1000', property: 'limit' }],
    });
    expect((await lineError(sb.client.getFollowers('garbage'))).status).toBe(400);
  });

  it.each([
    [undefined, 300],
    ['1', 1],
    ['1000', 1000],
    ['0', { message: 'Must be greater than or equal to 1' }],
    ['abc', { message: 'must be a number' }],
  ])('limit %s → %j', (raw, expected) => {
    expect(followersLimit(raw)).toEqual(expected);
  });
});

describe('groups', () => {
  it('serves summary, members and member profiles of groups the bot is in', async () => {
    const a = sb.control.createUser({ displayName: 'A' }).userId;
    const b = sb.control.createUser({ displayName: 'B' }).userId;
    const { group } = await sb.control.createGroup(sb.channel.channelId, {
      groupName: 'Team',
      memberIds: [a, b],
    });
    await expect(sb.client.getGroupSummary(group.groupId)).resolves.toEqual({
      groupId: group.groupId,
      groupName: 'Team',
    });
    await expect(sb.client.getGroupMemberCount(group.groupId)).resolves.toEqual({ count: 2 });
    await expect(sb.client.getGroupMembersIds(group.groupId)).resolves.toEqual({ memberIds: [a, b] });
    await expect(sb.client.getGroupMemberProfile(group.groupId, b)).resolves.toEqual({
      displayName: 'B',
      userId: b,
    });
    await sb.client.pushMessage({ to: group.groupId, messages: [{ type: 'text', text: 'hi all' }] });
    expect(sb.control.chat(sb.channel.channelId, group.groupId).map((m) => m.from)).toEqual(['bot']);
    await sb.client.leaveGroup(group.groupId);
    expect((await lineError(sb.client.getGroupSummary(group.groupId))).status).toBe(404);
  });

  it('gives no groupName for a group LINE has no name for, as LINE may', async () => {
    const { group } = await sb.control.createGroup(sb.channel.channelId, { groupName: null });
    await expect(sb.client.getGroupSummary(group.groupId)).resolves.toEqual({ groupId: group.groupId });
  });
});

import { noPermissions } from '@hubline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubCall, signedInMember, startTestApp, type TestApp } from '../../test/harness.ts';
import { givenLineAccount, givenLineFriend } from '../../test/line-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A hub with two LINE accounts, two friends of the first and one of the second. */
async function givenHub() {
  const member = await signedInMember(t);
  const { account } = await givenLineAccount(t, member.hubId);
  const { account: other } = await givenLineAccount(t, member.hubId);
  const aiko = await givenLineFriend(t, account, 'Aiko');
  const ben = await givenLineFriend(t, account, 'Ben');
  const chen = await givenLineFriend(t, other, 'Chen');
  return { ...member, account, other, aiko, ben, chen };
}

async function createTag(call: HubCall, lineAccountId: string, tag: string): Promise<{ id: string }> {
  const created = await call('POST', '/tag', { lineAccountId, tag });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().tag;
}

const tagNames = async (call: HubCall, query = '') =>
  (await call('GET', `/tags${query}`)).json().items.map((tag: { tag: string }) => tag.tag);

describe('tags', () => {
  it('creates, searches, renames and deletes one account’s tags, refusing duplicates in any case', async () => {
    const { call, account, other } = await givenHub();
    const created = await call('POST', '/tag', { lineAccountId: account.id, tag: '  VIP  ' });
    expect(created.json()).toMatchObject({
      msg: 'The tag VIP has been created.',
      tag: { tag: 'VIP', lineAccountId: account.id, friends: 0 },
    });
    const vip = created.json().tag;
    await createTag(call, account.id, 'Osaka');
    // Another account may have its own "vip".
    await createTag(call, other.id, 'vip');

    for (const [lang, msg] of [
      ['en', 'The tag vip already exists for this LINE account.'],
      ['ja', 'このLINEアカウントにはタグ「vip」がすでにあります。'],
      ['zh-TW', '此 LINE 帳號已有標籤「vip」。'],
    ]) {
      const duplicate = await call('POST', `/tag?lang=${lang}`, { lineAccountId: account.id, tag: 'vip' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toMatchObject({ code: 'tags.error.duplicate', msg });
    }
    expect(await tagNames(call, `?lineAccountId=${account.id}`)).toEqual(['Osaka', 'VIP']);

    const listed = (await call('GET', '/tags?q=vi')).json();
    expect(listed).toMatchObject({ total: 2, page: 0, limit: 25 });
    expect(listed.accounts.map((a: { id: string }) => a.id).sort()).toEqual([account.id, other.id].sort());

    const renamed = await call('PATCH', `/tag/${vip.id}`, { tag: 'Gold' });
    expect(renamed.json()).toMatchObject({ msg: 'The tag has been renamed to Gold.', tag: { tag: 'Gold' } });
    // Renaming to its own name in another case is no duplicate; to a sibling's name is.
    expect((await call('PATCH', `/tag/${vip.id}`, { tag: 'GOLD' })).statusCode).toBe(200);
    const clash = await call('PATCH', `/tag/${vip.id}`, { tag: 'osaka' });
    expect(clash.json().code).toBe('tags.error.duplicate');
    expect(await tagNames(call, `?lineAccountId=${account.id}`)).toEqual(['GOLD', 'Osaka']);

    expect((await call('DELETE', `/tag/${vip.id}`)).json().msg).toBe('The tag has been deleted.');
    expect((await call('DELETE', `/tag/${vip.id}`)).statusCode).toBe(404);
    const ids = (await call('GET', '/tags')).json().items.map((tag: { id: string }) => tag.id);
    const many = await call('POST', '/tags/deleteMany', { ids: [...ids, 'not-an-id'] });
    expect(many.json()).toEqual({ msg: '2 tags were deleted.', count: 2 });
    expect((await call('GET', '/tags')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('tags friends from the side panel and the friends list, and a deleted tag leaves its friends', async () => {
    const { call, account, aiko, ben } = await givenHub();
    const vip = await createTag(call, account.id, 'VIP');
    const osaka = await createTag(call, account.id, 'Osaka');

    const tagged = await call('POST', '/tags/friends', { friendIds: [aiko.id, ben.id], add: [vip.id] });
    expect(tagged.json()).toEqual({ msg: 'The tags of 2 friends were changed.', count: 2 });
    await call('POST', '/tags/friends', { friendIds: [aiko.id], add: [osaka.id, vip.id] });
    const untagged = await call('POST', '/tags/friends', { friendIds: [ben.id], remove: [vip.id] });
    expect(untagged.json().msg).toBe('The tags of 1 friend were changed.');

    expect((await call('GET', `/line/user-manage/${aiko.id}/tags`)).json().items).toEqual([
      { id: osaka.id, tag: 'Osaka' },
      { id: vip.id, tag: 'VIP' },
    ]);
    expect((await call('GET', `/line/user-manage/${ben.id}/tags`)).json()).toEqual({
      items: [],
      lineAccountId: account.id,
    });
    expect((await call('GET', `/tags?lineAccountId=${account.id}`)).json().items).toMatchObject([
      { tag: 'Osaka', friends: 1 },
      { tag: 'VIP', friends: 1 },
    ]);

    // The friends list: a tag column and a filter by tag.
    const friends = (await call('GET', `/line/user-manage/${account.id}`)).json();
    const byName = Object.fromEntries(
      friends.items.map((f: { displayName: string; tags: unknown }) => [f.displayName, f.tags]),
    );
    expect(byName).toEqual({
      Aiko: [
        { id: osaka.id, tag: 'Osaka' },
        { id: vip.id, tag: 'VIP' },
      ],
      Ben: [],
    });
    const filtered = (await call('GET', `/line/user-manage/${account.id}?tagId=${vip.id}`)).json();
    expect(filtered).toMatchObject({ total: 1, items: [{ displayName: 'Aiko' }] });
    expect((await call('GET', `/line/user-manage/${account.id}?tagId=nope`)).json().total).toBe(0);

    await call('DELETE', `/tag/${vip.id}`);
    expect((await call('GET', `/line/user-manage/${aiko.id}/tags`)).json().items).toEqual([
      { id: osaka.id, tag: 'Osaka' },
    ]);
  });

  it('refuses another account’s tag on a friend, other hubs’ ids and ids that are not ids, writing nothing', async () => {
    const { call, account, other, aiko, chen } = await givenHub();
    const vip = await createTag(call, account.id, 'VIP');
    const foreign = await createTag(call, other.id, 'Foreign');

    for (const [lang, msg] of [
      ['en', 'A friend can only carry the tags of its own LINE account.'],
      ['ja', '友だちには、その友だちのLINEアカウントのタグしか付けられません。'],
      ['zh-TW', '好友只能加上其所屬 LINE 帳號的標籤。'],
    ]) {
      const refused = await call('POST', `/tags/friends?lang=${lang}`, {
        friendIds: [aiko.id],
        add: [vip.id, foreign.id],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'tags.error.otherAccount', msg });
    }
    // Friends of two accounts at once are refused the same way.
    const mixed = await call('POST', '/tags/friends', { friendIds: [aiko.id, chen.id], add: [vip.id] });
    expect(mixed.json().code).toBe('tags.error.otherAccount');
    expect((await call('GET', `/line/user-manage/${aiko.id}/tags`)).json().items).toEqual([]);

    const stranger = await signedInMember(t);
    const { account: theirs } = await givenLineAccount(t, stranger.hubId);
    const theirFriend = await givenLineFriend(t, theirs, 'Dai');
    const theirTag = await createTag(stranger.call, theirs.id, 'Theirs');

    const noAccount = await call('POST', '/tag?lang=ja', { lineAccountId: theirs.id, tag: 'X' });
    expect(noAccount.json()).toMatchObject({
      code: 'tags.error.noAccount',
      msg: 'このハブのLINEアカウントを選択してください。',
    });
    expect((await call('PATCH', `/tag/${theirTag.id}`, { tag: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/tag/${theirTag.id}`)).statusCode).toBe(404);
    expect((await call('POST', '/tags/deleteMany', { ids: [theirTag.id] })).json().count).toBe(0);
    expect((await call('GET', `/line/user-manage/${theirFriend.id}/tags`)).statusCode).toBe(404);
    expect(
      (await call('POST', '/tags/friends', { friendIds: [theirFriend.id], add: [theirTag.id] })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/tags/friends', { friendIds: [aiko.id], add: [theirTag.id] })).statusCode,
    ).toBe(404);
    expect(await tagNames(stranger.call)).toEqual(['Theirs']);
    expect((await stranger.call('GET', `/line/user-manage/${theirFriend.id}/tags`)).json().items).toEqual([]);
    expect((await call('GET', `/tags?lineAccountId=${theirs.id}`)).json().total).toBe(0);

    for (const id of ['not-an-id', '1', '00000000-0000-0000-0000-000000000000']) {
      expect((await call('PATCH', `/tag/${id}`, { tag: 'Y' })).statusCode).toBe(404);
      expect((await call('DELETE', `/tag/${id}`)).statusCode).toBe(404);
      expect((await call('GET', `/line/user-manage/${id}/tags`)).statusCode).toBe(404);
      expect((await call('POST', '/tags/friends', { friendIds: [id], add: [vip.id] })).statusCode).toBe(404);
      expect((await call('POST', '/tags/friends', { friendIds: [aiko.id], add: [id] })).statusCode).toBe(404);
    }
    expect((await call('POST', '/tag', { lineAccountId: 'not-an-id', tag: 'Z' })).json().code).toBe(
      'tags.error.noAccount',
    );
    expect(await tagNames(call)).toEqual(['Foreign', 'VIP']);
  });

  it('refuses empty, oversize and unstorable names, and members without the Tags permission', async () => {
    const { call, hubId, account, aiko } = await givenHub();
    const vip = await createTag(call, account.id, 'VIP');
    for (const tag of ['', '   ', 'x'.repeat(51), 'a\u0000b', 'a\ud800b']) {
      const refused = await call('POST', '/tag', { lineAccountId: account.id, tag });
      expect(refused.statusCode, tag).toBe(400);
      expect((await call('PATCH', `/tag/${vip.id}`, { tag })).statusCode).toBe(400);
    }
    const tooLong = await call('POST', '/tag?lang=en', { lineAccountId: account.id, tag: 'x'.repeat(51) });
    expect(tooLong.json().fields).toEqual({ tag: 'Use at most 50 characters.' });
    expect((await call('POST', '/tags/friends', { friendIds: [aiko.id] })).statusCode).toBe(400);
    const tooMany = { friendIds: [aiko.id], add: Array.from({ length: 21 }, () => vip.id) };
    expect((await call('POST', '/tags/friends', tooMany)).statusCode).toBe(400);
    expect(await tagNames(call)).toEqual(['VIP']);

    const agent = await signedInMember(t, {
      hubId,
      permissions: { ...noPermissions(), permissionInbox: true },
    });
    for (const [method, path, body] of [
      ['GET', '/tags', undefined],
      ['POST', '/tag', { lineAccountId: account.id, tag: 'New' }],
      ['PATCH', `/tag/${vip.id}`, { tag: 'New' }],
      ['DELETE', `/tag/${vip.id}`, undefined],
      ['POST', '/tags/deleteMany', { ids: [vip.id] }],
      ['GET', `/line/user-manage/${aiko.id}/tags`, undefined],
      ['POST', '/tags/friends', { friendIds: [aiko.id], add: [vip.id] }],
    ] as const) {
      expect((await agent.call(method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    const tagger = await signedInMember(t, {
      hubId,
      permissions: { ...noPermissions(), permissionTags: true },
    });
    expect(
      (await tagger.call('POST', '/tags/friends', { friendIds: [aiko.id], add: [vip.id] })).statusCode,
    ).toBe(200);
    expect(await tagNames(call)).toEqual(['VIP']);
  });
});
